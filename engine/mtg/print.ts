/** MTG print hooks: the canonical text of a player's attributes, an object's spec and each directive. */
import type { MtgAction, MtgObject, MtgPlayer } from './scenario.ts';
import { printAbility, printEffects } from './effects-syntax.ts';
import { printTeams } from './teams-syntax.ts';

export function printPlayerAttributes(p: MtgPlayer): string {
  const parts: string[] = [];
  if (p.life !== undefined) parts.push(`life=${p.life}`);
  if (p.prevent !== undefined) parts.push(`prevent:${p.prevent}`);
  if (p.preventEach !== undefined) parts.push(`prevent-each:${p.preventEach}`);
  if (p.protection?.length) parts.push(`pro:${p.protection.join(',')}`);
  if (p.poison !== undefined) parts.push(`poison=${p.poison}`);
  if (p.protectionFromPlayer !== undefined) parts.push(`pro-player:${p.protectionFromPlayer}`);
  if (p.lands?.length) parts.push(`lands=${p.lands.join(',')}`);
  if (p.redirect !== undefined) parts.push(`redirect:${p.redirect}`);
  for (const z of ['hand', 'library', 'graveyard'] as const) if (p[z] !== undefined) parts.push(`${z}=${p[z]}`);
  if (p.castLastTurn !== undefined) parts.push(`cast-last-turn=${p.castLastTurn}`);
  if (p.energy !== undefined) parts.push(`energy=${p.energy}`);
  if (p.monarch) parts.push('monarch=yes');
  if (p.initiative) parts.push('initiative=yes');
  if (p.blessing) parts.push('blessing=yes');
  return parts.join(' ');
}

export function printObject(o: MtgObject): string {
  const parts: string[] = [];
  if (o.name) parts.push(o.name);
  if (o.power !== undefined) parts.push(`${o.power}/${o.toughness}`);
  if (o.type === 'planeswalker') parts.push('planeswalker');
  if (o.type === 'battle') parts.push('battle');
  if (o.siege) parts.push('siege');
  if (o.colors?.length) parts.push(...o.colors);
  if (o.keywords?.length) parts.push(...o.keywords.map((k) => (o.amounts?.[k] !== undefined ? `${k}:${o.amounts[k]}` : k)));
  if (o.loyalty !== undefined) parts.push(`loyalty=${o.loyalty}`);
  if (o.defense !== undefined) parts.push(`def=${o.defense}`);
  if (o.protector !== undefined) parts.push(`protector=${o.protector}`);
  if (o.damage !== undefined) parts.push(`dmg=${o.damage}`);
  if (o.protection?.length) parts.push(`pro:${o.protection.join(',')}`);
  if (o.protectionFromPlayer !== undefined) parts.push(`pro-player:${o.protectionFromPlayer}`);
  if (o.hexproofFrom?.length) parts.push(`hexproof-from:${o.hexproofFrom.join(',')}`);
  if (o.attachedTo !== undefined) parts.push(`attached=${o.attachedTo}`);
  if (o.copyOf !== undefined) parts.push(`copy=${o.copyOf}`);
  if (o.devours !== undefined) parts.push(`devours=${o.devours.join(',')}`);
  if (o.age !== undefined) parts.push(`age=${o.age}`);
  if (o.level !== undefined) parts.push(`level=${o.level}`);
  if (o.spore !== undefined) parts.push(`spore=${o.spore}`);
  if (o.prevent !== undefined) parts.push(`prevent:${o.prevent}`);
  if (o.preventEach !== undefined) parts.push(`prevent-each:${o.preventEach}`);
  if (o.extraBlocks !== undefined) parts.push(`extra-block:${o.extraBlocks}`);
  if (o.minBlockers !== undefined) parts.push(`min-blockers:${o.minBlockers}`);
  if (o.maxBlockers !== undefined) parts.push(`max-blockers:${o.maxBlockers}`);
  if (o.counters?.['+1/+1']) parts.push(`+1/+1=${o.counters['+1/+1']}`);
  if (o.counters?.['-1/-1']) parts.push(`-1/-1=${o.counters['-1/-1']}`);
  if (o.redirect !== undefined) parts.push(`redirect:${o.redirect}`);
  for (const a of o.abilities ?? []) parts.push(printAbility(a));
  // last: a card used by name gets its type line's (engine/mtg/cards.ts), after what the user wrote and its abilities
  if (o.subtypes?.length) parts.push(`subtypes=${o.subtypes.join(',')}`);
  if (o.mv !== undefined) parts.push(`mv=${o.mv}`);
  if (o.fade !== undefined) parts.push(`fade=${o.fade}`);
  if (o.time !== undefined) parts.push(`time=${o.time}`);
  if (o.back?.name) parts.push(`back=${o.back.name.replace(/ /g, '_')}`);
  if (o.zone !== undefined) parts.push(`zone=${o.zone}`);
  return parts.join(' ');
}

export function printAction(a: MtgAction): string {
  switch (a.kind) {
    case 'attack':
      return `attack ${a.groups.map((g) => (g.band ? 'band ' : '') + g.attackers.join(',') + (g.target ? `>${g.target}` : '')).join(' ')}`;
    case 'block':
      return `block ${a.groups.map((g) => `${g.blockers.join(',')}>${g.attackers.join(',')}`).join(' ')}`;
    case 'assign':
      return `assign ${a.source}${a.strike ? `@${a.strike}` : ''}: ${a.parts.map((p) => `${p.to}=${p.amount}`).join(' ')}`;
    case 'order':
      return `order ${a.chooser}: ${a.order.join(',')}`;
    case 'cast':
      if (a.permanent) return `cast ${a.caster} ${a.permanent.id}=${printObject(a.permanent)}`;
      return `cast ${[a.caster, a.name, ...(a.colors ?? []), a.spellType, ...(a.costs ?? []), ...(a.keywords ?? []), a.castOnly && `only=${a.castOnly}`, a.alt && 'alt'].filter(Boolean).join(' ')}: ${printEffects(a.effects)}`;
    case 'activate':
      if (a.by !== undefined) return printAction(Object.assign({}, a, { by: undefined })).replace(/^activate /, `activate ${a.by} `);
      if (a.ability !== undefined) return `activate ${a.source}${a.ability > 1 ? `@${a.ability}` : ''}${a.targets?.length ? `: ${a.targets.join(',')}` : ''}`;
      return `activate ${a.source}: ${printEffects(a.effects)}`;
    case 'play':
      return `play ${a.land}`;
    case 'resolve':
    case 'next':
    case 'end':
    case 'untap-step':
      return a.kind;
    case 'ruleset':
      return `ruleset ${a.era}`;
    case 'daytime':
      return a.value;
    case 'teams':
      return printTeams(a.teams);
  }
}
