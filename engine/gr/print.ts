/** Gate Ruler print hooks: the canonical text of a player's attributes, a unit's spec and each directive. */
import type { DrSpec, GrAction, GrObject, GrPlayer } from './scenario.ts';

/** `3`, `3/怪異・ミリタリー`. */
export function printDr(spec: DrSpec): string {
  return spec.conditions?.length ? `${spec.count}/${spec.conditions.join('・')}` : String(spec.count);
}

/** Runs of identical cards: `怪異*2,ミリタリー,3` (a number is that many plain cards). */
export function printDamageZone(cards: string[][]): string {
  const out: string[] = [];
  let i = 0;
  while (i < cards.length) {
    const key = cards[i]!.join('+');
    let n = 1;
    while (i + n < cards.length && cards[i + n]!.join('+') === key) n++;
    out.push(key === '' ? String(n) : n > 1 ? `${key}*${n}` : key);
    i += n;
  }
  return out.join(',');
}

export function printPlayerAttributes(p: GrPlayer): string {
  const parts: string[] = [];
  if (p.dz !== undefined) parts.push(`dz=${p.dz.length ? printDamageZone(p.dz) : '0'}`);
  if (p.down !== undefined) parts.push(`down=${p.down}`);
  if (p.energy !== undefined) parts.push(`energy=${p.energy}`);
  if (p.ruler !== undefined) parts.push(`ruler=${p.ruler}`);
  if (p.rights !== undefined) parts.push(`rights=${p.rights}`);
  if (p.stk !== undefined) parts.push(`stk=${p.stk}`);
  return parts.join(' ');
}

export function printObject(o: GrObject): string {
  const parts: string[] = [];
  if (o.name) parts.push(o.name);
  if (o.type === 'unit') parts.push(`${o.atk}/${o.hp}`);
  if (o.keywords?.length) parts.push(...o.keywords);
  if (o.damage !== undefined) parts.push(`dmg=${o.damage}`);
  if (o.soul !== undefined) parts.push(`soul=${o.soul}`);
  if (o.stk !== undefined) parts.push(`stk=${o.stk}`);
  if (o.stay !== undefined) parts.push(`stay=${printDr(o.stay)}`);
  if (o.level !== undefined) parts.push(`lv=${o.level}`);
  return parts.join(' ');
}

const label = (a: { label?: string; dr?: DrSpec }) => (a.dr ? ` dr=${printDr(a.dr)}` : '') + (a.label ? ` 《${a.label}》` : '');

export function printAction(a: GrAction): string {
  switch (a.kind) {
    case 'choose': {
      const parts = [`choose ${a.player} ${a.spec.side}`];
      if (a.spec.maxLevel !== undefined) parts.push(`max-lv=${a.spec.maxLevel}`);
      if (a.spec.lower !== undefined) parts.push(`lower=${a.spec.lower}`);
      if (a.spec.pick !== undefined) parts.push(`pick=${a.spec.pick}`);
      if (a.spec.resolve) parts.push('resolve');
      return parts.join(' ') + label(a);
    }
    case 'turn':
      return `turn ${a.player}`;
    case 'summon': {
      const parts = [`summon ${a.player} ${a.unit}`];
      if (a.how) parts.push(a.how);
      if (a.rights !== undefined) parts.push(`rights=${a.rights}`);
      return parts.join(' ') + label(a);
    }
    case 'damage': {
      const execs = a.executions.map((e) => e.parts.map((p) => `${p.to}=${p.amount}`).join(' ')).join(', ');
      const opts = [a.from ? `from=${a.from}` : '', a.combat && !a.pierce ? 'combat' : '', a.pierce ? 'pierce' : '', a.unreducible ? 'unreducible' : ''].filter(Boolean);
      return `damage ${execs}${opts.length ? ` ${opts.join(' ')}` : ''}${label(a)}`;
    }
    case 'prevent': {
      const parts = ['prevent next', a.mode === 'set' ? `=${a.amount}` : String(a.amount)];
      if (a.to !== undefined) parts.push(`to=${a.to}`);
      if (a.only) parts.push(a.only);
      if (a.from !== undefined) parts.push(`from=${a.from}`);
      if (a.by !== undefined) parts.push(`by=${a.by}`);
      if (a.pick !== undefined) parts.push(`pick=${a.pick}`);
      return parts.join(' ') + label(a);
    }
    case 'destroy':
      return `destroy ${a.target}${a.cost ? ' cost' : ''}${a.at ? ` ${a.at}` : ''}${label(a)}`;
    case 'graveyard':
    case 'rest':
      return `${a.kind} ${a.target}${label(a)}`;
    case 'attack':
      return `attack ${a.attacker}>${a.target}${label(a)}`;
    case 'end':
      return 'end';
    case 'dr':
      return `dr ${a.player} ${printDr(a.spec)}${label(a)}`;
    case 'heal':
      return `heal ${a.player} ${a.count}${label(a)}`;
    case 'cost': {
      const parts = [`cost ${a.player} ${a.base}`];
      if (a.discount !== undefined) parts.push(`discount=${a.discount}`);
      if (a.reduce !== undefined) parts.push(`reduce=${a.reduce}`);
      if (a.free) parts.push('free');
      if (a.via) parts.push(a.via);
      else if (a.event) parts.push('event');
      return parts.join(' ') + label(a);
    }
    case 'modify': {
      const parts = [`modify ${a.target}`];
      if (a.op === 'copy') parts.push(`copy=${a.copy}`);
      else if (a.op === 'set') parts.push(`=${a.atk}/${a.hp}`);
      else parts.push(`${sign(a.atk!)}/${sign(a.hp!)}`);
      if (a.eot) parts.push('eot');
      if (a.from !== undefined) parts.push(`from=${a.from}`);
      return parts.join(' ') + label(a);
    }
  }
}

const sign = (n: number) => (n >= 0 ? `+${n}` : String(n));
