/**
 * The end of the turn: the end step (513.1a) with its "at the beginning of the end step" triggers and the delayed
 * triggers waiting for it (603.7a–c, Lifeline's return), the 1998 end of turn in turn order with its loop check
 * (the Urza's Saga rulings, 104.4b), and the cleanup step (514.2), where damage wears off and "until end of turn"
 * effects and this turn's shields end.
 */
import type { MessageParam } from '../core/types.ts';
import { endPreventions } from './prevention.ts';
import { list } from '../core/messages.ts';
import { CITE } from './cites.ts';
import type { Source } from './effects.ts';
import { msg } from './messages.ts';
import type { Host, Loop, Perm } from './state.ts';
import type { Ability } from './scenario.ts';
import { TRIGGER_KINDS, type StepName } from './events.ts';
import { KEYWORD_RULES } from './keywords.ts';

/** What the end of the turn asks of the kernel: its loop, and to return a card as a new object (400.7). */
export interface EndOfTurnHost extends Host, Loop {
  returnAsNewObject(pe: Perm, id: string): void;
}

/** Anything happens at the end step: an "at the beginning of the end step" ability or a card waiting to return. */
export function endStepMatters(run: EndOfTurnHost): boolean {
  if (run.state.delayed.length > 0) return true;
  // a delayed ability "at the beginning of the next end step" (603.7a; delayed.ts)
  if (run.state.watching.some((d) => d.on === 'end-step')) return true;
  // the monarch's draw at the beginning of their end step (722.2)
  if (run.state.monarch !== undefined && turnOf(run).includes(run.state.monarch)) return true;
  return waitsForStep(run, 'end');
}

/** A permanent on the battlefield has an ability waiting for the beginning of this step (603.2b). */
export function waitsForStep(run: Host, step: StepName): boolean {
  // asked before every turn-based event of every run: loops, no arrays
  for (const p of run.state.perms.values()) {
    if (p.zone !== 'battlefield') continue;
    for (const a of p.o.abilities ?? NONE) if (a.when !== 'static' && a.when !== 'activated' && TRIGGER_KINDS[a.when].step === step) return true;
    // a keyword that stands for an "at the beginning of …" ability (cumulative upkeep)
    const keywords = run.state.chars(p.o.id)?.keywords;
    if (keywords) for (const k of keywords) if (KEYWORD_RULES[k].triggers?.some((t) => t.step === step)) return true;
  }
  return false;
}

const NONE: readonly Ability[] = [];

/** The players whose turn it is: "your end step" is its controller's (in Two-Headed Giant, the team's turn, 805.4a). */
export function turnOf(run: Host): string[] {
  const active = run.state.turnOrder()[0];
  return active === undefined ? [] : (run.state.teams?.of(active)?.members ?? [active]);
}

/** 513.1a: the end step begins; its triggers and the delayed triggers waiting for it go on the stack (603.7). */
export function endStep(run: EndOfTurnHost): void {
  run.step('end-step', {}, [CITE.endStepTriggers], ['513.1a']);
  run.state.inEndStep = true;
  run.emit({ kind: 'step-begins', step: 'end', turnOf: turnOf(run) });
  for (const d of run.state.delayed.splice(0)) {
    run.state.pending.push({ source: d.source, effects: [], returnCard: d.card, rules: ['603.7a'] });
    run.step('delayed-triggers', { source: d.source.label, target: run.state.name(d.card) }, [], ['603.7a', '603.7b']);
  }
  run.drain();
}

/** Lifeline's trigger resolves: the card will return at end of turn, or (today, in the end step) at the next one. */
export function delayReturn(run: EndOfTurnHost, source: Source, card: string): void {
  if (run.era !== '1998' && run.state.inEndStep) {
    run.step('return-next-turn', { source: source.label, target: run.state.name(card) }, [CITE.endStepTriggers], ['603.7a', '603.7b', '513.1a']);
    return;
  }
  run.state.delayed.push({ card, source });
  if (run.era === '1998') run.step('return-delayed-1998', { source: source.label, target: run.state.name(card), player: source.controller }, [CITE.usgLifelineApnap], ['603.7a', '513.1a']);
  else run.step('return-delayed', { source: source.label, target: run.state.name(card) }, [], ['603.7a']);
}

/** The delayed trigger resolves: the card comes back as a new object (400.7), if it is still in the graveyard. */
export function returnAtEnd(run: EndOfTurnHost, card: string, source: Source): void {
  const pe = run.state.perms.get(card)!;
  if (pe.zone !== 'graveyard') {
    run.step('return-gone', { target: pe.label }, [], ['603.7c', '400.7']);
    return;
  }
  run.returnAsNewObject(pe, card);
  run.state.eotDone.delete(card);
  run.state.changed();
  run.step(run.era === '1998' ? 'returns-end-1998' : 'returns-end', { source: source.label, target: pe.label }, [], ['603.7a', '400.7']);
  run.emit({ kind: 'enters', id: card });
}

/**
 * The 1998 end of turn (seed 003): each player's "at end of turn" effects in turn, active player first, each
 * player's effects again and again until none is left; once a later player's turn has come, an earlier player's
 * new effects do nothing. A repeating cycle is a loop the players end by naming a number: the game goes on with
 * the state at the end of a cycle.
 */
export function endOfTurn1998(run: EndOfTurnHost): void {
  run.step('end-of-turn-1998', {}, [CITE.usgLifelineApnap], ['513.1a']);
  for (const player of run.state.turnOrder()) {
    run.state.eotPlayer = player;
    const seen = new Set<string>();
    for (;;) {
      if (run.halted()) return;
      const sig = eotSignature(run);
      const mine = [...run.state.perms.values()].filter(
        (p) => p.zone === 'battlefield' && run.state.controller(p.o.id) === player && !run.state.eotDone.has(p.o.id) && (p.o.abilities ?? []).some((a) => a.when === 'end-step'),
      );
      const returns = run.state.delayed.filter((d) => d.source.controller === player);
      if (mine.length === 0 && returns.length === 0) break;
      if (seen.has(sig)) {
        run.step('loop-1998', { player, state: eotState(run) }, [CITE.usgLifelineLoop], ['104.4b']);
        break;
      }
      seen.add(sig);
      for (const pe of mine) {
        run.state.eotDone.add(pe.o.id);
        for (const ab of (pe.o.abilities ?? []).filter((a) => a.when === 'end-step')) {
          run.state.stack.push({ kind: 'trigger', source: { label: pe.label, controller: player, perm: pe.o.id }, effects: ab.effects });
          run.drain();
        }
      }
      for (const d of returns) {
        run.state.delayed.splice(run.state.delayed.indexOf(d), 1);
        run.state.stack.push({ kind: 'trigger', source: d.source, effects: [], returnCard: d.card });
        run.drain();
      }
    }
  }
  run.state.eotPlayer = undefined;
  for (const d of run.state.delayed.splice(0)) {
    run.step('too-late-1998', { source: d.source.label, target: run.state.name(d.card), player: d.source.controller }, [CITE.usgLifelineApnap], ['513.1a']);
  }
}

export function eotSignature(run: EndOfTurnHost): string {
  const zones = [...run.state.perms.values()].map((p) => `${p.o.id}:${p.zone}:${p.zone === 'battlefield' && run.state.eotDone.has(p.o.id) ? 1 : 0}`);
  return `${zones.join(',')}|${run.state.delayed.map((d) => d.card).join(',')}`;
}

/** Where the objects with an end-of-turn part are when the loop stops. */
export function eotState(run: EndOfTurnHost): MessageParam {
  const ids = [...run.state.perms.values()].filter((p) => (p.o.abilities ?? []).some((a) => a.when === 'end-step') || run.state.delayed.some((d) => d.card === p.o.id));
  return list('comma', ids.map((p) => msg(`zone-of.${p.zone}`, { object: p.label })));
}

/** Cleanup (514.2): damage is removed and "until end of turn" effects and this turn's shields end, all at once. */
export function cleanup(run: EndOfTurnHost): void {
  run.step('cleanup', {}, [], ['514.2'], true);
  for (const pe of run.state.perms.values()) {
    if (pe.zone === 'battlefield' && pe.damage > 0) {
      run.step('damage-wears-off', { target: pe.label, amount: pe.damage }, [], ['514.2', '120.6']);
      pe.damage = 0;
    }
    pe.shields = pe.shields.filter((x) => !x.thisTurn);
  }
  for (const p of run.state.players.values()) p.shields = p.shields.filter((x) => !x.thisTurn);
  run.state.combatPrevented.length = 0;
  run.state.sourceShields.length = 0;
  endPreventions(run.state);
  run.state.redirects.endOfTurn();
  const ending = run.state.effects.filter((c) => c.object !== undefined);
  if (ending.length > 0) {
    for (let i = run.state.effects.length - 1; i >= 0; i--) if (run.state.effects[i]!.object !== undefined) run.state.effects.splice(i, 1);
    run.state.changed();
    const ids = [...new Set(ending.map((c) => c.object!))].filter((id) => run.state.perms.get(id)?.zone === 'battlefield');
    for (const id of ids) run.step('effects-end', { target: run.state.name(id), now: run.state.ptText(id) }, [], ['514.2', '611.2a']);
  }
  run.settle();
}
