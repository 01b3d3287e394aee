/**
 * Life totals set, doubled or traded for a sacrifice (119.5, 701.9d, 608.2d), and how Two-Headed Giant reads them
 * (810.9): a head's life total is the team's, so doubling it gains the team's total, and setting it gains or loses
 * the difference from the team's total (810.9a, 810.9c); an effect setting each player's total reaches one chosen
 * head per team (810.9d). Lich's Mirror's replacement of a game loss (704.7) is here too: it replaces every
 * state-based action that would make its controller lose at once.
 */
import type { MessageParam, MessageParams } from '../core/types.ts';
import { list, messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import { countIn } from './zones.ts';
import type { Host, PlayerState } from './state.ts';
import { rulesOf } from './keywords.ts';

export const LIFE_NS = 'engine-mtg-life';
export const lmsg = messagesOf(LIFE_NS);

/** What these rules ask of the kernel beyond the state: changing a life total (with its replacements and events), sacrificing, drawing. */
export interface LifeHost extends Host {
  changeLife(source: Source, player: string, delta: number): number;
  /** The creatures `player` controls, the usual pick for a sacrifice first (the smallest). */
  creaturesToSacrifice(player: string): string[];
  sacrifice(source: Source, id: string): void;
  draw(source: Source, player: string, n: number): number;
}

function step(run: Host, k: string, params: MessageParams, rules: string[]): void {
  run.steps.push({ key: `${LIFE_NS}.step.${k}`, params, cites: [], rules });
}

/**
 * "Target player's life total becomes N" (119.5): they gain or lose the difference. In Two-Headed Giant the
 * difference is from the team's total (810.9c), and of several heads of one team only the first named — the team's
 * choice — is affected (810.9d). `all` is every player the effect names. Returns the life gained or lost.
 */
export function setLife(run: LifeHost, source: Source, player: string, n: number, all: readonly string[]): number {
  const p = run.state.players.get(player)!;
  const teams = run.state.teams;
  const rules = teams ? ['119.5', '810.9c'] : ['119.5'];
  if (teams) {
    const members = teams.of(player)?.members ?? [player];
    const named = all.filter((x) => members.includes(x));
    if (named[0] !== player) {
      step(run, 'set-life-teammate', { source: source.label, player, chosen: named[0]! }, ['810.9d']);
      return 0;
    }
    if (named.length > 1) {
      run.choices.push({
        chooser: player,
        what: lmsg('choice.set-life', { source: source.label, players: list('comma', named) }),
        range: lmsg('range.set-life', { players: list('or', named) }),
        taken: lmsg('taken.set-life', { player }),
        assumed: true,
        cites: [],
        rules: ['810.9d'],
      });
    }
  }
  step(run, 'set-life', { source: source.label, player, from: p.life, to: n }, rules);
  if (n === p.life) return 0;
  return run.changeLife(source, player, n - p.life);
}

/** "Double target player's life total" (701.9d): they gain as much life as they have — their team's total in Two-Headed Giant (810.9a). */
export function doubleLife(run: LifeHost, source: Source, player: string): number {
  const p = run.state.players.get(player)!;
  step(run, 'double-life', { source: source.label, player, from: p.life, to: p.life * 2 }, run.state.teams ? ['701.9d', '810.9a'] : ['701.9d']);
  return p.life === 0 ? 0 : run.changeLife(source, player, p.life);
}

/**
 * A creature sacrificed or else N life lost, as the player chooses (608.2d): the choice is made as the effect applies,
 * and a player with no creature can't choose to sacrifice — they lose the life. Assumed choice otherwise: the
 * smallest creature is sacrificed. Returns the life lost (0 when a creature was sacrificed).
 */
export function sacrificeOrLose(run: LifeHost, source: Source, player: string, n: number): number {
  const creatures = run.creaturesToSacrifice(player);
  if (creatures.length === 0) {
    step(run, 'no-creature-to-sacrifice', { source: source.label, player, amount: n }, ['608.2d']);
    return run.changeLife(source, player, -n);
  }
  const names = creatures.map((id) => run.state.name(id));
  run.choices.push({
    chooser: player,
    what: lmsg('choice.sacrifice-or-lose', { player, source: source.label, amount: n }),
    range: lmsg('range.sacrifice-or-lose', { creatures: list('or', names), amount: n }),
    taken: lmsg('taken.sacrifice-or-lose', { target: names[0]! }),
    assumed: true,
    cites: [],
    rules: ['608.2d', '701.17a'],
  });
  run.sacrifice(source, creatures[0]!);
  return 0;
}

/**
 * "If you have N or more life, you win the game" (Test of Endurance, 104.2b): checked as it resolves, against the
 * team's total in Two-Headed Giant (810.9a), where the whole team wins (104.2c). A player who can't lose keeps their
 * opponents from winning (104.3, Platinum Angel). Returns 1 when the player won.
 */
export function winAtLife(run: LifeHost, source: Source, player: string, n: number): number {
  const p = run.state.players.get(player)!;
  const rules = run.state.teams ? ['104.2b', '810.9a'] : ['104.2b'];
  if (p.life < n) {
    step(run, 'not-enough-life', { source: source.label, player, life: p.life, amount: n }, rules);
    return 0;
  }
  const losers = run.state.opponents(player).filter((o) => !run.state.players.get(o)!.lost);
  const saved = run.state.savedFromLoss(losers, false);
  if (saved !== undefined) {
    step(run, 'cant-win', { source: source.label, player, life: p.life, effect: saved }, [...rules, '104.3']);
    return 0;
  }
  for (const o of losers) run.state.players.get(o)!.lost = true;
  step(run, 'wins', { source: source.label, player, life: p.life, amount: n }, run.state.teams ? [...rules, '104.2c'] : rules);
  // Two-Headed Giant: the team's loss is said by teams.ts at the next check; otherwise the game ends now
  if (!run.state.teams) run.state.gameOver = true;
  return 1;
}

/**
 * 704.7 with Lich's Mirror (keyword `restart-on-loss`): every state-based action that would make its controller
 * lose at once — 0 life (704.5a), drawing from an empty library (704.5b) — is one game loss, and its one replacement
 * replaces them all: their hand, graveyard and permanents they own are shuffled into their library, they draw seven
 * cards and their life total becomes 20. True when it replaced the loss (the player stays in the game).
 */
export function replaceGameLoss(run: Host & Pick<LifeHost, 'changeLife' | 'draw'>, p: PlayerState, reasons: string[]): boolean {
  let mirror: { label: MessageParam; k: Parameters<typeof rulesOf>[0] } | undefined;
  for (const pe of run.state.perms.values()) {
    if (pe.zone !== 'battlefield' || run.state.controller(pe.o.id) !== p.id) continue;
    const k = run.state.ability(pe.o.id, 'replacesGameLoss');
    if (k !== undefined) {
      mirror = { label: pe.label, k };
      break;
    }
  }
  if (!mirror) return false;
  const source: Source = { label: mirror.label, controller: p.id };
  step(run, 'loss-replaced', { player: p.id, effect: mirror.label, reasons: list('comma', reasons) }, [...new Set([...rulesOf(mirror.k), '704.7', '614.1a'])]);
  p.drewFromEmpty = false;
  // every card they own outside the library goes into it (a token ceases to exist there, 111.8)
  let moved = 0;
  for (const pe of [...run.state.perms.values()]) {
    if (pe.o.controller !== p.id || !(pe.zone === 'battlefield' || pe.zone === 'hand' || pe.zone === 'graveyard')) continue;
    if (pe.zone === 'battlefield') pe.lastKnown = run.state.chars(pe.o.id);
    run.state.move(pe, 'library');
    pe.inCombat = false;
    pe.leftBecause = lmsg('reason.shuffled', { effect: mirror.label });
    p.cards.library++;
    moved++;
  }
  moved += p.cards.hand + p.cards.graveyard;
  p.cards.library += p.cards.hand + p.cards.graveyard;
  p.cards.hand = 0;
  p.cards.graveyard = 0;
  run.state.changed();
  step(run, 'shuffled-into-library', { player: p.id, count: moved, library: countIn(run, p.id, 'library') }, ['701.20a', '400.7']);
  run.draw(source, p.id, 7);
  const to = 20;
  step(run, 'set-life', { source: mirror.label, player: p.id, from: p.life, to }, ['119.5']);
  if (p.life !== to) run.changeLife(source, p.id, to - p.life);
  return true;
}
