/**
 * The notation of a Two-Headed Giant game (810): `teams A,B vs C,D` (aliases `2hg`, `two headed giant`,
 * 双頭巨人戦, `troll à deux têtes`; separators vs, against, 対, contre). Two teams of the same size, at least two
 * players each (810.1, 810.11). The statement may stand anywhere: it describes the game, it is not an event.
 */
import type { ParseContext } from '../core/game.ts';
import { fold, type Token } from '../core/lexer.ts';
import type { MtgAction } from './scenario.ts';

const SEPARATORS = new Set(['vs', 'v', 'versus', 'against', '対', '対戦', 'contre'].map(fold));

const isSeparator = (t: Token): boolean => SEPARATORS.has(fold(t.text));

/** The words of `teams A,B vs C,D`: player names and separators, commas dropped. */
function words(args: Token[]): Token[] {
  const out: Token[] = [];
  for (const t of args) {
    let col = t.col;
    // 対 may be glued to the names in Japanese (双頭巨人戦A,B対C,D)
    for (const part of t.text.split(/([,、，]|対戦|対)/)) {
      if (part && !/^[,、，]$/.test(part)) out.push({ text: part, line: t.line, col, length: part.length });
      col += part.length;
    }
  }
  return out;
}

/** The players a `teams` statement names, for the parser's first pass (they need no section of their own). */
export function teamPlayers(args: Token[]): string[] {
  return words(args)
    .filter((t) => !isSeparator(t) && /^[A-Za-z][A-Za-z0-9_]*$/.test(t.text))
    .map((t) => t.text.charAt(0).toUpperCase() + t.text.slice(1));
}

/** Players in the order of the teams (first team, then the second), any others after them as they came. */
export function teamOrder<P extends { id: string }>(players: readonly P[], actions: readonly { kind: string }[]): P[] {
  const teams = actions.find((a): a is MtgAction & { kind: 'teams' } => a.kind === 'teams');
  if (!teams) return [...players];
  const rank = new Map(teams.teams.flat().map((id, i) => [id, i]));
  return players
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (rank.get(a.p.id) ?? rank.size + a.i) - (rank.get(b.p.id) ?? rank.size + b.i))
    .map((x) => x.p);
}

const expectedTeams = { expected: { key: 'engine-mtg.teams.expected' } };

export function parseTeams(head: Token, args: Token[], ctx: ParseContext): MtgAction | undefined {
  const teams: string[][] = [[]];
  const seen = new Map<string, Token>();
  const parts = words(args);
  let ok = true;
  for (const t of parts) {
    if (isSeparator(t)) {
      if (teams.length === 2) {
        ctx.error(t, 'engine-mtg.teams.parse.two-teams', { word: t.text }, expectedTeams);
        return undefined;
      }
      teams.push([]);
      continue;
    }
    if (!ctx.refPlayer(t)) {
      ok = false;
      continue;
    }
    const earlier = seen.get(t.text);
    if (earlier) {
      ctx.error(t, 'engine-mtg.teams.parse.player-twice', { player: t.text }, expectedTeams);
      ok = false;
      continue;
    }
    seen.set(t.text, t);
    teams[teams.length - 1]!.push(t.text);
  }
  if (!ok) return undefined;
  const end = parts[parts.length - 1] ?? head;
  const after = { line: end.line, col: end.col + end.length, length: 1 };
  if (teams.length < 2) {
    ctx.error(after, 'engine-mtg.teams.parse.missing-vs', {}, expectedTeams);
    return undefined;
  }
  const [a, b] = teams as [string[], string[]];
  if (a.length < 2 || b.length < 2 || a.length !== b.length) {
    ctx.error(parts[0] ?? after, 'engine-mtg.teams.parse.team-size', { first: a.length, second: b.length }, expectedTeams);
    return undefined;
  }
  return { kind: 'teams', teams: [a, b] };
}

export function printTeams(teams: string[][]): string {
  return `teams ${teams.map((t) => t.join(',')).join(' vs ')}`;
}
