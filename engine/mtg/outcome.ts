/**
 * What a run reports at the end: the outcome lines (life and poison totals, players who lost or a draw, creatures
 * destroyed or damaged, planeswalkers, battles and exiled objects, changed power, toughness and control), the final
 * state of every player and object, and the warnings for `assign` and `order` directives the game never used
 * (510.1, 616.1).
 */
import type { FinalState, Message, ObjectState, PlayerState } from '../core/types.ts';
import { key, msg } from './messages.ts';
import { KEYWORD_RULES, strikesTwice } from './keywords.ts';
import type { Directives, Host, Perm } from './state.ts';
import { cardCounts, cardsOf, zmsg } from './zones.ts';
import { emsg } from './energy.ts';
import { monarchOutcome } from './monarch.ts';
import { untapLine } from './untap-step.ts';
import { initiativeOutcome } from './initiative.ts';
import { blessingOutcome } from './ascend.ts';

/** What the outcome asks of the kernel: whether it stopped and why, and the directives it used. */
export interface OutcomeHost extends Host, Directives {
  readonly stopped: boolean;
  readonly budget: { readonly cap: number };
}

export function outcome(run: OutcomeHost): Message[] {
  if (run.stopped) {
    // a loop of mandatory actions is a draw (104.4b), not a badly written scenario
    const fatal = run.violations.filter((v) => v.fatal);
    if (fatal.length === 1 && fatal[0]!.key.endsWith('.step-cap')) return [msg('kernel-review.loop', { cap: run.budget.cap })];
    return [msg('outcome.illegal', { count: fatal.length })];
  }
  const out: Message[] = run.state.teams ? run.state.teams.outcome() : [];
  for (const p of run.state.teams ? [] : run.state.players.values()) {
    // life that went down and back up is a change too: say both when both happened
    if (p.gained > 0 && p.lostLife > 0) out.push(zmsg('outcome.life-both', { player: p.id, from: p.start, to: p.life, gained: p.gained, lost: p.lostLife }));
    else if (p.life !== p.start) out.push(msg('outcome.life', { player: p.id, from: p.start, to: p.life }));
  }
  const lost = [...run.state.players.values()].filter((p) => p.lost && !run.state.teams);
  if (lost.length > 0 && lost.length === run.state.players.size) out.push(msg('outcome.draw'));
  else for (const p of lost) out.push(msg('outcome.lost', { player: p.id }));
  for (const p of run.state.teams ? [] : run.state.players.values()) {
    if (p.poison !== p.poisonStart) out.push(msg('outcome.poison', { player: p.id, from: p.poisonStart, to: p.poison }));
    if ((p.energy ?? 0) !== (p.energyStart ?? 0)) out.push(emsg('outcome', { player: p.id, from: p.energyStart ?? 0, to: p.energy ?? 0 }));
  }
  const monarch = monarchOutcome(run);
  if (monarch) out.push(monarch);
  const initiative = initiativeOutcome(run);
  if (initiative) out.push(initiative);
  out.push(...blessingOutcome(run));
  out.push(...cardCounts(run));
  for (const pe of run.state.perms.values()) {
    const o = pe.o;
    // a token that was never created is not part of the game
    if (pe.zone === 'none' && pe.moves === 0) continue;
    const moved = movedLine(run, pe);
    if (moved) out.push(moved);
    if (pe.zone === 'exile' && o.type !== 'battle') {
      out.push(msg('outcome.exiled', { object: pe.label, reason: pe.leftBecause ?? '—' }));
      continue;
    }
    if (pe.zone === 'battlefield') {
      const ch = run.state.chars(o.id)!;
      if (ch.creature && (o.type !== 'creature' || ch.power !== o.power || ch.toughness !== o.toughness)) {
        out.push(msg('outcome.pt', { object: pe.label, power: ch.power, toughness: ch.toughness }));
      }
      if (ch.controller !== o.controller) out.push(msg('outcome.control', { player: ch.controller, object: pe.label }));
      const tapLine = tappedLine(run, pe);
      if (tapLine) out.push(tapLine);
    }
    if (pe.zone === 'battlefield') out.push(...counterLines(run, pe));
    if (o.type === 'creature' || (run.state.isCreature(o.id) && o.type !== 'battle')) {
      const how = pe.leftBecause?.key;
      // dying is going to the graveyard from the battlefield; a card discarded or milled has its own line
      if (pe.zone === 'graveyard' && pe.from === 'battlefield') {
        const plain = how === undefined || how === key('reason.lethal') || how === key('reason.deathtouch');
        out.push(msg(plain ? 'outcome.destroyed' : 'outcome.destroyed-by', { creature: pe.label, reason: pe.leftBecause ?? msg('reason.lethal') }));
      } else if (pe.damage > (o.damage ?? 0)) {
        const t = run.state.toughness(o.id);
        out.push(msg(pe.damage >= t && run.state.ability(o.id, 'indestructible') ? 'outcome.indestructible' : 'outcome.damaged', { creature: pe.label, damage: pe.damage, toughness: t }));
      }
      // a judge asks first whether the creature survived and how: regeneration taps it and clears its damage
      if (pe.zone === 'battlefield' && run.steps.some((s) => s.key === key('step.regenerated') && s.params['target'] === pe.label)) {
        out.push(msg('kernel-review.regenerated', { creature: pe.label }));
      }
    } else if (o.type === 'planeswalker') {
      // loyalty 0 (704.5i) is one way to the graveyard; a destroyed planeswalker kept its loyalty
      if (pe.zone === 'graveyard' && pe.from === 'battlefield') out.push(pe.loyalty > 0 ? msg('outcome.planeswalker-destroyed', { planeswalker: pe.label, loyalty: pe.loyalty }) : msg('outcome.planeswalker-dies', { planeswalker: pe.label, from: o.loyalty ?? 0 }));
      else if (pe.loyalty !== o.loyalty) out.push(msg('outcome.loyalty', { planeswalker: pe.label, from: o.loyalty ?? 0, to: pe.loyalty }));
    } else if (o.type === 'battle') {
      if (pe.zone === 'exile') out.push(msg('outcome.siege-exiled', { battle: pe.label, from: o.defense ?? 0, player: o.controller }));
      else if (pe.zone === 'graveyard' && pe.from === 'battlefield') out.push(msg('outcome.battle-defeated', { battle: pe.label, from: o.defense ?? 0 }));
      else if (pe.defense !== o.defense) out.push(msg('outcome.defense', { battle: pe.label, from: o.defense ?? 0, to: pe.defense }));
    }
  }
  // damage that was dealt and then wore off (cleanup 514.2, regeneration 701.15a) is not "no damage"
  const dealt = run.steps.some((s) => /\.step\.damage-(creature|player|planeswalker|battle)/.test(s.key));
  // "no damage is dealt" answers only a position about damage: a combat, or damage that was prevented or replaced
  const aboutDamage = dealt || run.s.actions.some((a) => a.kind === 'attack') || run.steps.some((s) => /damage|prevent/.test(s.key));
  if (out.length === 0) out.push(msg(dealt ? 'kernel-review.damage-gone' : aboutDamage ? 'outcome.nothing' : 'outcome.unchanged'));
  return out;
}

/**
 * The zone change of an object that no other outcome line states: it entered the battlefield (cast, created,
 * returned from a graveyard), left it and came back as a new object, or moved between other zones (drawn,
 * discarded, milled, returned to a hand, put into a graveyard from the battlefield when it is not a creature).
 */
function movedLine(run: OutcomeHost, pe: Perm): Message | undefined {
  if (pe.moves === 0) return undefined;
  const zone = (z: string) => zmsg(`zone.${z}`);
  if (pe.zone === 'battlefield') {
    if (pe.start === 'none') return pe.from === 'library' || pe.from === 'hand' ? zmsg('outcome.entered', { object: pe.label, from: zone(pe.from) }) : zmsg('outcome.created', { object: pe.label });
    if (pe.start === 'battlefield') return zmsg('outcome.came-back', { object: pe.label });
    return zmsg('outcome.entered', { object: pe.label, from: zone(pe.start) });
  }
  if (pe.zone === 'exile' || pe.zone === 'none') return undefined;
  // a creature, planeswalker or battle put into a graveyard from the battlefield has its own line below
  if (pe.zone === 'graveyard' && pe.from === 'battlefield' && (run.state.isCreature(pe.o.id) || pe.o.type !== 'other')) return undefined;
  if (pe.zone === pe.start) return zmsg('outcome.back-in', { object: pe.label, zone: zone(pe.zone) });
  return zmsg('outcome.moved', { object: pe.label, from: zmsg(`zone-name.${pe.start}`), to: zmsg(`zone-name.${pe.zone}`), reason: pe.leftBecause ?? '—' });
}

/** +1/+1 and -1/-1 counters on a permanent that differ from the ones it started with (a new object starts with none). */
function counterLines(run: OutcomeHost, pe: Perm): Message[] {
  const out: Message[] = [];
  for (const k of ['+1/+1', '-1/-1'] as const) {
    const before = pe.moves > 0 ? 0 : (pe.o.counters?.[k] ?? 0);
    if (pe.counters[k] !== before) out.push(zmsg('outcome.counters', { object: pe.label, counter: k, from: before, to: pe.counters[k] }));
  }
  return out;
}

export function finalState(run: OutcomeHost): FinalState {
  const final = finalObjects(run);
  if (run.state.spellsLeft.length > 0) final.spells = run.state.spellsLeft.map((s) => Object.assign({}, s));
  return final;
}

function finalObjects(run: OutcomeHost): FinalState {
  return {
    players: [...run.state.players.values()].map((p) => {
      const st: PlayerState = { id: p.id, life: p.life, lifeBefore: p.start, lost: p.lost, counters: (p.poison || p.poisonStart ? { poison: p.poison } : {}) as Record<string, number> };
      if (p.energy || p.energyStart) st.counters.energy = p.energy ?? 0;
      const cards = cardsOf(run, p.id);
      if (cards) st.cards = cards;
      return st;
    }),
    objects: [...run.state.perms.values()].filter((pe) => pe.zone !== 'none' || pe.moves > 0 || pe.phasedOut).map((pe) => {
      const counters: Record<string, number> = {};
      const before: Record<string, number> = {};
      if (pe.o.type === 'planeswalker') {
        counters.loyalty = pe.loyalty;
        before.loyalty = pe.o.loyalty ?? 0;
      }
      if (pe.o.type === 'battle') {
        counters.defense = pe.defense;
        before.defense = pe.o.defense ?? 0;
      }
      if (pe.age || pe.o.age) {
        counters.age = pe.age;
        before.age = pe.o.age ?? 0;
      }
      if (pe.level || pe.o.level) {
        counters.level = pe.level;
        before.level = pe.o.level ?? 0;
      }
      if (pe.spore || pe.o.spore) {
        counters.spore = pe.spore;
        before.spore = pe.o.spore ?? 0;
      }
      for (const k of ['+1/+1', '-1/-1'] as const) {
        if (pe.counters[k] || pe.o.counters?.[k]) {
          counters[k] = pe.counters[k];
          before[k] = pe.o.counters?.[k] ?? 0;
        }
      }
      const st: ObjectState = { id: pe.o.id, label: pe.label, controller: run.state.controller(pe.o.id), zone: pe.phasedOut ? 'battlefield' : pe.zone, damage: pe.damage, counters, countersBefore: before };
      if (pe.tapped) st.tapped = true;
      if (run.state.isCreature(pe.o.id)) {
        st.power = run.state.power(pe.o.id);
        st.toughness = run.state.toughness(pe.o.id);
        st.keywords = [...run.state.chars(pe.o.id)!.keywords];
        st.colors = run.state.colors(pe.o.id).slice();
      }
      if (pe.leftBecause) st.leftBecause = pe.leftBecause;
      return st;
    }),
  };
}

export function checkUnused(run: OutcomeHost): void {
  for (const { a, used } of run.assigns.values()) {
    if (!used && (run.state.combat.target.has(a.source) || run.state.combat.blocksOf.has(a.source)) && !(a.strike === 2 && !strikesTwice(run.state, a.source))) {
      run.warn('assign-unused', { source: run.state.name(a.source), strike: a.strike ?? 1 }, ['510.1']);
    }
  }
  for (const [chooser, { used }] of run.orders) {
    if (!used) run.warn('order-unused', { chooser: run.state.name(chooser) }, ['616.1']);
  }
}

/**
 * A permanent a spell or ability tapped or untapped (701.21): its final state when it differs from the one written.
 * Tapping to attack or to pay a cost is not said: the scenario itself says it attacked or activated.
 */
function tappedLine(run: OutcomeHost, pe: Perm): Message | undefined {
  const startedTapped = pe.o.keywords?.some((k) => KEYWORD_RULES[k].starts === 'tapped') ?? false;
  // an untap step the scenario played (engine/mtg/untap-step.ts): what it untapped, and what it kept tapped
  const untap = untapLine(run.steps, pe.label, pe.tapped);
  if (untap) return untap;
  if (pe.tapped === startedTapped) return undefined;
  const by = (k: string) => run.steps.some((s) => s.key === `engine-mtg.card-effects.${k}` && s.params['target'] === pe.label);
  if (pe.tapped && by('tapped')) {
    const held = run.steps.some((s) => s.key === 'engine-mtg-next-turn.step.skip-next-untap' && s.params['target'] === pe.label);
    return msg(held ? 'outcome.tapped-held' : 'outcome.tapped', { object: pe.label });
  }
  if (!pe.tapped && by('untapped')) return msg('outcome.untapped', { object: pe.label });
  return undefined;
}
