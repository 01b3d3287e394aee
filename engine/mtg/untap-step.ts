/**
 * The untap step (502.3): its active player untaps their permanents at once, without the stack — all but those an
 * effect keeps tapped. A scenario plays one turn from after its untap step; the directive `untap-step` adds one:
 * written before the timeline's first event, the scenario's turn begins with it; written after, the turn ends
 * (cleanup, 514) and the next player's turn begins with it, and the scenario stops there (nothing may follow).
 *
 * What keeps a permanent tapped: "CARDNAME doesn't untap during your untap step" (`no-untap`, a static ability), an
 * effect that said it doesn't untap during its controller's next untap step (`skip-next-untap` during the scenario, or
 * the status `skip-untap` written for one from an earlier turn: used up by that step), and "You may choose not to
 * untap CARDNAME" (`may-not-untap`: its controller's choice, shown; untapping is assumed unless `stays-tapped` is
 * written on it).
 */
import type { Message, Step } from '../core/types.ts';
import { messagesOf } from '../core/messages.ts';
import { turnOf } from './end-of-turn.ts';
import { abilitiesOf, KEYWORD_RULES, type KeywordRule } from './keywords.ts';
import type { MtgAction, MtgScenario } from './scenario.ts';
import type { Host, Perm } from './state.ts';

export const TNS = 'engine-mtg-untap';
const tmsg = messagesOf(TNS);

/** Directives that are no event of the timeline: they may come before the turn's own untap step. */
const TIMELESS: ReadonlySet<MtgAction['kind']> = new Set(['assign', 'order', 'ruleset', 'teams', 'daytime']);

/** The `untap-step` written before every event of the timeline: the scenario's own turn begins with it. */
export function startingUntap(s: MtgScenario): MtgAction | undefined {
  for (const a of s.actions) {
    if (a.kind === 'untap-step') return a;
    if (!TIMELESS.has(a.kind)) return undefined;
  }
  return undefined;
}

/** Why it stays tapped, if it does: the rule keeping it tapped, as a message key's last word. */
function keptTapped(run: Host, pe: Perm): 'no-untap' | 'skip-untap' | 'stays-tapped' | undefined {
  const has = (what: NonNullable<KeywordRule['untapStep']>) => abilitiesOf((k) => run.state.has(pe.o.id, k), 'untapStep').some((k) => KEYWORD_RULES[k].untapStep === what);
  if (has('never')) return 'no-untap';
  if (pe.skipUntap || has('skip-once')) return 'skip-untap';
  if (has('may-stay')) {
    const stays = has('chosen');
    const player = run.state.controller(pe.o.id);
    run.choices.push({
      chooser: player,
      what: tmsg('choice', { player, target: pe.label }),
      range: tmsg('range', {}),
      taken: tmsg(stays ? 'taken-stays' : 'taken-untaps', { target: pe.label }),
      assumed: !stays,
      cites: [],
      rules: ['502.3'],
    });
    return stays ? 'stays-tapped' : undefined;
  }
  return undefined;
}

/**
 * The untap step of the turn being played (`next`: of the turn after the scenario's, whose player is now active): the
 * active player's — or team's — tapped permanents untap together, except those kept tapped, each said with its reason.
 */
export function untapStep(run: Host, next: boolean): void {
  const players = turnOf(run);
  run.steps.push({ key: `${TNS}.step.${next ? 'next-turn' : 'begins'}`, params: { player: players.join(', ') }, cites: [], rules: next ? ['500.1', '502.3'] : ['502.3'] });
  let untapped = 0;
  for (const pe of run.state.perms.values()) {
    if (pe.zone !== 'battlefield' || !players.includes(run.state.controller(pe.o.id))) continue;
    const why = pe.tapped ? keptTapped(run, pe) : undefined;
    // "its controller's next untap step" is this one, tapped or not: the effect is used up
    delete pe.skipUntap;
    if (!pe.tapped) continue;
    if (why) {
      run.steps.push({ key: `${TNS}.step.kept-${why}`, params: { target: pe.label, player: run.state.controller(pe.o.id) }, cites: [], rules: why === 'skip-untap' ? ['502.3', '611.2a'] : ['502.3'] });
      continue;
    }
    pe.tapped = false;
    untapped++;
    run.steps.push({ key: `${TNS}.step.untap`, params: { target: pe.label }, cites: [], rules: ['502.3'] });
  }
  if (!untapped) run.steps.push({ key: `${TNS}.step.none`, params: {}, cites: [], rules: ['502.3'] });
  run.state.changed();
}

/**
 * The outcome's line for a permanent the untap step untapped or kept tapped (the steps say which), when it still is
 * so at the end (one untapped and then tapped to attack is said by the attack), else undefined.
 */
export function untapLine(steps: readonly Step[], label: string, tapped: boolean): Message | undefined {
  for (let i = steps.length - 1; i >= 0; i--) {
    const st = steps[i]!;
    if (!st.key.startsWith(`${TNS}.step.`) || st.params['target'] !== label) continue;
    const untapped = st.key === `${TNS}.step.untap`;
    return untapped === !tapped ? tmsg(untapped ? 'outcome.untapped' : 'outcome.kept', { object: label }) : undefined;
  }
  return undefined;
}
