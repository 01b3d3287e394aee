/**
 * When a spell may be cast (117.1a): an instant any time its caster has priority (304.1); a sorcery or a permanent
 * spell only by the active player, in a main phase, with the stack empty (307.1, 302.1, 301.1, 303.1, 306.1,
 * 310.1) — unless it has flash (702.8a). A land is played, never cast (305.1). An untyped `cast` is treated as an
 * instant, as before card types were written.
 *
 * The moment of each directive comes from the timeline as written: before the first `attack` is the (precombat) main
 * phase; `attack` begins the declare attackers step, `block` (or `next` after it) the declare blockers step, `next`
 * again a combat damage step, and after `end` the end of the turn. The active player is the attacking player, or
 * the first player listed when nobody attacks — the player the kernel puts first in turn order (603.3b).
 */
import { list } from '../core/messages.ts';
import type { MessageParam, Note, Step, Violation } from '../core/types.ts';
import type { MtgAction, MtgObject, MtgScenario } from './scenario.ts';
import { objectTypes } from './targeting.ts';
import type { SpellType } from './vocabulary.ts';
import { citesOf, KEYWORD_RULES, rulesOf } from './keywords.ts';

const NS = 'engine-mtg.casting';

export type Moment = 'main' | 'declare-attackers' | 'declare-blockers' | 'combat-damage' | 'end';
type CastAction = Extract<MtgAction, { kind: 'cast' }>;

/** The rule that lets a spell of each card type be cast only as a sorcery. */
const SORCERY_SPEED_RULE: Partial<Record<SpellType, string>> = {
  sorcery: '307.1',
  creature: '302.1',
  artifact: '301.1',
  enchantment: '303.1',
  planeswalker: '306.1',
  battle: '310.1',
};

/** The permanent spells a scenario casts: their objects exist from the start, in their caster's hand. */
export function permanentSpells(s: MtgScenario): MtgObject[] {
  return s.actions.flatMap((a) => (a.kind === 'cast' && a.permanent ? [a.permanent] : []));
}

/** The step or phase each directive of the timeline happens in. */
export function momentsOf(actions: readonly MtgAction[]): Map<MtgAction, Moment> {
  const out = new Map<MtgAction, Moment>();
  let m: Moment = 'main';
  for (const a of actions) {
    if (a.kind === 'attack' && m === 'main') m = 'declare-attackers';
    else if (a.kind === 'block' && (m === 'main' || m === 'declare-attackers')) m = 'declare-blockers';
    else if (a.kind === 'next' && m === 'declare-attackers') m = 'declare-blockers';
    else if (a.kind === 'next' && m === 'declare-blockers') m = 'combat-damage';
    else if (a.kind === 'end') m = 'end';
    out.set(a, m);
  }
  return out;
}

/**
 * The active player: whoever controls the first attacker when attacks are declared, else the first player listed.
 * A `control` effect written before the attack counts (Act of Treason, a sorcery, then attacking with the creature).
 */
export function activePlayer(s: MtgScenario): string | undefined {
  const attack = s.actions.find((a) => a.kind === 'attack');
  const first = attack?.kind === 'attack' ? attack.groups[0]?.attackers[0] : undefined;
  const all = [...s.objects, ...permanentSpells(s)];
  const o = first !== undefined ? all.find((x) => x.id === first) : undefined;
  let controller = o?.controller;
  for (const a of s.actions) {
    if (a === attack) break;
    if (a.kind !== 'cast' && a.kind !== 'activate') continue;
    const you = a.kind === 'cast' ? a.caster : all.find((x) => x.id === a.source)?.controller;
    let before: string[] = [];
    for (const e of a.effects) {
      // `that`: the targets of the effect before (`untap ?creature=x & control you that`)
      const targets = e.targets.flatMap((t) => (t === 'that' ? before : [t]));
      if (e.kind === 'control' && first !== undefined && targets.includes(first) && e.player) controller = e.player === 'you' ? you : e.player;
      before = targets;
    }
  }
  return controller ?? s.players[0]?.id;
}

/** The card type that decides a cast's timing, and the rule behind it. */
function timingType(a: CastAction): { type: SpellType | 'permanent' | 'untyped'; rule?: string } {
  if (a.permanent) {
    const types = objectTypes(a.permanent);
    const type = types.find((t) => t !== 'artifact' && t !== 'enchantment' && t !== 'land') ?? types[0];
    if (types.includes('land')) return { type: 'land', rule: '305.1' };
    if (!type) return { type: 'permanent', rule: '117.1a' };
    return { type, rule: SORCERY_SPEED_RULE[type] ?? '117.1a' };
  }
  if (!a.spellType) return { type: 'untyped' };
  return a.spellType === 'sorcery' ? { type: 'sorcery', rule: '307.1' } : { type: 'instant', rule: '304.1' };
}

export interface CastCheck {
  violation?: Violation;
  steps: Step[];
  /** Set when the timing depended on who the active player is and nobody attacks: the first player listed is. */
  assumedActive?: Note;
}

/**
 * Whether the cast `a` may happen now: `moment` of the turn, `active` player, `top` of the stack (undefined when
 * it is empty). A spell that can't be cast is a fatal violation: the timeline as written can't be played.
 */
export function checkCast(
  a: CastAction,
  spell: MessageParam,
  moment: Moment,
  active: string | undefined,
  top: MessageParam | undefined,
  nobodyAttacks = false,
  /** Two-Headed Giant: the players of the active team, either of whom may cast at sorcery speed (805.4a, 805.5a). */
  activeTeam?: string[],
): CastCheck {
  const { type, rule } = timingType(a);
  if (type === 'untyped' || type === 'instant') return { steps: [] };
  const assumed: Pick<CastCheck, 'assumedActive'> =
    nobodyAttacks && active !== undefined && type !== 'land' ? { assumedActive: { key: `${NS}.assumption.active-first-player`, params: { player: active }, rules: ['102.1'], cites: [] } } : {};
  const typeMsg = { key: `${NS}.type.${type}` };
  // the flash hint only where a card could have it: a permanent spell (a sorcery gets flash only from another card)
  const base = { player: a.caster, spell, type: typeMsg, hint: a.permanent ? { key: `${NS}.hint.flash` } : '' };
  const violation = (k: string, params: Record<string, MessageParam>, rules: string[]): CastCheck => ({
    violation: { key: `${NS}.violation.${k}`, params: { ...base, ...params }, rules: [...new Set(rules)], cites: [], fatal: true },
    steps: [],
    ...assumed,
  });
  if (type === 'land') return violation('land-is-played', {}, ['305.1', '305.9']);
  const reason: { k: string; params: Record<string, MessageParam>; rules: string[] } | undefined =
    (activeTeam ? !activeTeam.includes(a.caster) : a.caster !== active)
      ? activeTeam
        ? { k: 'not-your-team-turn', params: { team: list('comma', activeTeam) }, rules: [rule!, '117.1a', '805.4a'] }
        : { k: 'not-your-turn', params: { active: active ?? '—' }, rules: [rule!, '117.1a'] }
      : moment !== 'main'
        ? { k: 'not-main-phase', params: { moment: { key: `${NS}.moment.${moment}` } }, rules: [rule!, '117.1a', '505.1'] }
        : top !== undefined
          ? { k: 'stack-not-empty', params: { top }, rules: [rule!, '117.1a'] }
          : undefined;
  if (!reason) return { steps: [], ...assumed };
  const flash = a.permanent?.keywords?.find((k) => KEYWORD_RULES[k].flash);
  if (flash) {
    // 702.8a: it may be cast any time an instant could; say so where the sorcery timing would have forbidden it
    return { steps: [{ key: `${NS}.step.flash`, params: { ...base, moment: { key: `${NS}.moment.${moment}` } }, cites: citesOf(flash), rules: [...rulesOf(flash), '117.1a'] }], ...assumed };
  }
  return violation(reason.k, reason.params, reason.rules);
}
