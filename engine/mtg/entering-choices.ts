/**
 * Choices made as a permanent enters (614.1c, 614.12): unleash (702.98a) — with an additional +1/+1 counter or
 * without, and while it has a +1/+1 counter it can't block (the keyword's block restriction, keywords.ts) — and riot
 * (702.136a) — an additional +1/+1 counter, or else haste. The choice is its controller's; the reply shows it, and the
 * usual one is followed: the one the scenario's own later actions need (riot: haste when the scenario has it attack;
 * unleash: no counter when the scenario has it block), otherwise the counter.
 */
import type { Keyword } from './vocabulary.ts';
import type { Host, Perm } from './state.ts';
import { abilityOf, KEYWORD_RULES, keywordsWith } from './keywords.ts';
import { msg } from './messages.ts';
import { list } from '../core/messages.ts';
import { cardsIn } from './zones.ts';

export const MNS = 'engine-mtg-mechanics';

/** The scenario later declares `id` as an attacker (`attack`) or a blocker (`block`). */
function laterDeclared(run: Host, id: string, as: 'attack' | 'block'): boolean {
  for (const a of run.s.actions) {
    if (a.kind === 'attack' && as === 'attack' && a.groups.some((g) => g.attackers.includes(id))) return true;
    if (a.kind === 'block' && as === 'block' && a.groups.some((g) => g.blockers.includes(id))) return true;
  }
  return false;
}

/** The choice `k` (unleash or riot) offers as `pe` enters, made and applied; returns whether it put the counter. */
export function counterAsEnters(run: Host, pe: Perm, k: Keyword): boolean {
  const id = pe.o.id;
  const player = run.state.controller(id);
  const orHaste = KEYWORD_RULES[k].counterAsEnters === 'or-haste';
  const counter = orHaste ? !laterDeclared(run, id, 'attack') : !laterDeclared(run, id, 'block');
  const rules = KEYWORD_RULES[k].rules;
  const keyword = msg(`keyword.${k}`);
  run.choices.push({
    chooser: player,
    what: { key: `${MNS}.choice.${orHaste ? 'riot' : 'unleash'}`, params: { player, target: pe.label, keyword } },
    range: { key: `${MNS}.range.${orHaste ? 'riot' : 'unleash'}`, params: {} },
    taken: { key: `${MNS}.taken.${counter ? 'counter' : orHaste ? 'haste' : 'no-counter'}`, params: {} },
    assumed: true,
    cites: [],
    rules: [...rules, '614.1c'],
  });
  if (counter) {
    pe.counters['+1/+1'] += 1;
    run.state.changed();
    run.steps.push({ key: `${MNS}.step.enters-with-counter`, params: { target: pe.label, keyword, now: run.state.ptText(id) }, cites: [], rules: [...rules, '614.1c', '122.6'] });
    return true;
  }
  if (orHaste) {
    // Object.assign, not a spread given more keys: this runs on the scenario's path (perf6's note in NOTES.md)
    // haste: the registry's keyword that lets a creature attack the turn it came under its controller's control (702.10b)
    pe.o = Object.assign({}, pe.o, { keywords: [...(pe.o.keywords ?? []), ...keywordsWith('attacksWhileSick').slice(0, 1)] });
    run.state.changed();
    run.steps.push({ key: `${MNS}.step.riot-haste`, params: { target: pe.label }, cites: [], rules: [...rules, '702.10b'] });
  } else {
    run.steps.push({ key: `${MNS}.step.unleash-none`, params: { target: pe.label }, cites: [], rules });
  }
  return false;
}

/**
 * Tribute N (702.104a): as `pe` enters, its controller chooses an opponent, who may put N more +1/+1 counters on it. The
 * opponent's choice is shown; the scenario says it was paid by writing `tribute-paid` on the permanent (as `kicked` is),
 * else it wasn't — which "When this enters, if tribute wasn't paid, …" then asks (702.104b). Returns the counters put.
 */
export function tributeAsEnters(run: Host, pe: Perm, k: Keyword): number {
  const id = pe.o.id;
  const n = run.state.amountOf(id, k);
  const opponent = run.state.opponents(run.state.controller(id))[0];
  if (n <= 0 || opponent === undefined) return 0;
  const paid = abilityOf((w) => run.state.has(id, w), 'paidTribute') !== undefined;
  run.choices.push({
    chooser: opponent,
    what: { key: `${MNS}.choice.tribute`, params: { player: opponent, target: pe.label, count: n } },
    range: { key: `${MNS}.range.tribute`, params: {} },
    taken: { key: `${MNS}.taken.${paid ? 'tribute-paid' : 'tribute-unpaid'}`, params: {} },
    assumed: !paid,
    cites: [],
    rules: ['702.104a', '614.1c'],
  });
  if (!paid) {
    run.steps.push({ key: `${MNS}.step.tribute-unpaid`, params: { target: pe.label, player: opponent }, cites: [], rules: ['702.104a', '702.104b'] });
    return 0;
  }
  pe.counters['+1/+1'] += n;
  run.state.changed();
  run.steps.push({ key: `${MNS}.step.tribute-paid`, params: { target: pe.label, player: opponent, count: n, now: run.state.ptText(id) }, cites: [], rules: ['702.104a', '614.1c', '122.6'] });
  return n;
}

/**
 * Devour N (702.82a): as `pe` enters, its controller may sacrifice any number of creatures (other than it: it isn't on the
 * battlefield yet), and it enters with N +1/+1 counters for each. Which ones is their choice, shown: the creatures
 * written `devours=x,y` on it that they control, else none. Returns the counters put.
 */
export function devourAsEnters(run: Host, pe: Perm, k: Keyword, sacrifice: (victim: Perm) => void): number {
  const id = pe.o.id;
  const n = run.state.amountOf(id, k);
  const player = run.state.controller(id);
  const could = [...run.state.perms.values()].filter((o) => o !== pe && o.zone === 'battlefield' && run.state.isCreature(o.o.id) && run.state.controller(o.o.id) === player);
  const written = pe.o.devours;
  const eaten = written ? could.filter((o) => written.includes(o.o.id)) : [];
  const keyword = msg(`keyword.${k}`);
  run.choices.push({
    chooser: player,
    what: { key: `${MNS}.choice.devour`, params: { player, target: pe.label, keyword } },
    range: { key: `${MNS}.range.devour`, params: { creatures: could.length ? list('comma', could.map((o) => o.label)) : '—' } },
    taken: eaten.length ? { key: `${MNS}.taken.devour`, params: { creatures: list('comma', eaten.map((o) => o.label)) } } : { key: `${MNS}.taken.devour-none`, params: {} },
    assumed: written === undefined,
    cites: [],
    rules: ['702.82a', '614.1c'],
  });
  for (const o of eaten) {
    run.steps.push({ key: `${MNS}.step.devours`, params: { source: pe.label, target: o.label, player }, cites: [], rules: ['702.82a', '701.17a'] });
    sacrifice(o);
  }
  if (eaten.length === 0) return 0;
  pe.counters['+1/+1'] += n * eaten.length;
  run.state.changed();
  run.steps.push({ key: `${MNS}.step.devour-counters`, params: { target: pe.label, count: n * eaten.length, eaten: eaten.length, now: run.state.ptText(id) }, cites: [], rules: ['702.82a', '614.1c', '122.6'] });
  return n * eaten.length;
}

/**
 * Amplify N (702.38a): as `pe` enters, its controller reveals any number of cards from their hand that share a creature
 * type with it (not itself, nor cards entering with it), and it enters with N +1/+1 counters for each. The choice is
 * theirs, shown: every written card in their hand that shares one (more counters); cards the scenario only counts are
 * taken not to. Returns the counters put.
 */
export function amplifyAsEnters(run: Host, pe: Perm, k: Keyword): number {
  const id = pe.o.id;
  const n = run.state.amountOf(id, k);
  const player = run.state.controller(id);
  const types = pe.o.subtypes ?? [];
  const shown = cardsIn(run, player, 'hand').filter((c) => c !== pe && (c.o.subtypes ?? []).some((t) => types.includes(t)));
  const keyword = msg(`keyword.${k}`);
  run.choices.push({
    chooser: player,
    what: { key: `${MNS}.choice.amplify`, params: { player, target: pe.label, keyword } },
    range: { key: `${MNS}.range.amplify`, params: { player } },
    taken: shown.length ? { key: `${MNS}.taken.amplify`, params: { cards: list('comma', shown.map((c) => c.label)) } } : { key: `${MNS}.taken.amplify-none`, params: {} },
    assumed: true,
    cites: [],
    rules: ['702.38a', '614.1c'],
  });
  if (shown.length === 0) return 0;
  pe.counters['+1/+1'] += n * shown.length;
  run.state.changed();
  run.steps.push({ key: `${MNS}.step.amplify`, params: { target: pe.label, player, cards: list('comma', shown.map((c) => c.label)), count: n * shown.length, now: run.state.ptText(id) }, cites: [], rules: ['702.38a', '701.16a', '614.1c'] });
  return n * shown.length;
}
