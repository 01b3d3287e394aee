/**
 * "Can't" effects (101.2: when one effect says a thing happens and another that it can't, the "can't" wins): players
 * who can't gain life (119.7), permanents that can't have counters put on them, players who can't cast spells, and
 * a player with hexproof (702.11c). Each is a keyword of engine/mtg/keywords.ts on the permanent that has the
 * effect (Rampaging Ferocidon, Solemnity, a Silence-like permanent, Leyline of Sanctity); the kernel asks here
 * before gaining life, putting counters or casting, and targeting.ts asks `playerHexproof`.
 */
import type { Message, MessageParam, MessageParams } from '../core/types.ts';
import { messagesOf } from '../core/messages.ts';
import { KEYWORD_RULES, rulesOf } from './keywords.ts';
import type { GameState, Host, Perm } from './state.ts';
import type { Keyword } from './vocabulary.ts';

export const CNS = 'engine-mtg-cant';
export const cmsg = messagesOf(CNS);

/** What these rules read of the game: the permanents and their keywords, controllers and opponents. */
export type CantView = Pick<GameState, 'perms' | 'ability' | 'controller' | 'opponents'>;

/** A permanent on the battlefield with a keyword whose hook is set, and that keyword. */
function holders(state: CantView, hook: 'barsLifeGain' | 'barsCasting' | 'givesPlayerHexproof'): Array<{ pe: Perm; k: Keyword }> {
  const out: Array<{ pe: Perm; k: Keyword }> = [];
  for (const pe of state.perms.values()) {
    if (pe.zone !== 'battlefield') continue;
    const k = state.ability(pe.o.id, hook);
    if (k !== undefined) out.push({ pe, k });
  }
  return out;
}

/** Whether `player` is among those a holder's effect reaches: every player, or its controller's opponents. */
function reaches(state: CantView, pe: Perm, who: 'all' | 'opponents' | 'you', player: string): boolean {
  const controller = state.controller(pe.o.id);
  if (who === 'all') return true;
  if (who === 'you') return controller === player;
  return state.opponents(controller).includes(player);
}

/** 119.7: the permanent that stops `player` gaining life, if any; the step says so. */
export function lifeGainBarred(run: Host, player: string, amount: number, source: MessageParam): boolean {
  for (const { pe, k } of holders(run.state, 'barsLifeGain')) {
    if (!reaches(run.state, pe, KEYWORD_RULES[k].barsLifeGain!, player)) continue;
    step(run, 'no-life-gain', { player, amount, source, effect: pe.label }, rulesOf(k));
    return true;
  }
  return false;
}

/** A permanent that can't have counters put on it (`no-counters`): true after the step saying none are put. */
export function countersBarred(run: Host, id: string, amount: number, counter: string): boolean {
  const k = run.state.ability(id, 'noCounters');
  if (k === undefined || amount <= 0) return false;
  const pe = run.state.perms.get(id)!;
  step(run, 'no-counters', { target: pe.label, amount, counter }, rulesOf(k));
  return true;
}

/** The permanent whose effect stops `caster` casting spells, if any (for the violation). */
export function castingBarred(state: CantView, caster: string): { pe: Perm; k: Keyword } | undefined {
  return holders(state, 'barsCasting').find(({ pe, k }) => reaches(state, pe, KEYWORD_RULES[k].barsCasting!, caster));
}

/** The violation for a spell its caster can't cast (101.2). */
export function castBarredViolation(caster: string, spell: MessageParam, bar: { pe: Perm; k: Keyword }) {
  return { key: `${CNS}.violation.cant-cast`, params: { player: caster, spell, effect: bar.pe.label }, rules: rulesOf(bar.k), cites: [], fatal: true };
}

/** 702.11c: a player with hexproof (given by a permanent they control) can't be targeted by opponents' spells and abilities. */
export function playerHexproof(state: CantView, player: string, srcController: string | undefined): { reason: Message; rule: string } | undefined {
  if (srcController === undefined) return undefined;
  for (const { pe, k } of holders(state, 'givesPlayerHexproof')) {
    if (!reaches(state, pe, 'you', player) || !state.opponents(player).includes(srcController)) continue;
    return { reason: cmsg('reason.player-hexproof', { player, effect: pe.label }), rule: rulesOf(k)[0]! };
  }
  return undefined;
}

function step(run: Host, k: string, params: MessageParams, rules: string[]): void {
  run.steps.push({ key: `${CNS}.step.${k}`, params, cites: [], rules });
}
