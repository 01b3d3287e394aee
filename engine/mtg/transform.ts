/**
 * Transforming double-faced cards (712, 701.28): a permanent that is such a card carries its other face (`back=…`,
 * read from the card data by the parser) and, as it transforms, takes that face's characteristics — name, power and
 * toughness, colours, keywords, abilities, types — while staying the same object: its counters, damage, tapped or
 * sick status, what is attached to it and its mana value (the front face's, 712.8e) stay (701.28a, 712.8d–e). A
 * permanent with no other face doesn't transform (701.28c).
 *
 * The werewolves of Innistrad (`transform-if-no-spells` / `transform-if-two-spells`): an upkeep trigger with an
 * intervening "if" about the spells cast during the previous turn (603.4). A scenario plays one turn, so that turn's
 * history is written on the players (`cast-last-turn=N`); when it says nothing of it, nobody knows, the abilities
 * don't trigger, and the trace says so.
 */
import { KEYWORD_RULES } from './keywords.ts';
import { label } from './messages.ts';
import type { Source } from './effects.ts';
import type { MtgObject } from './scenario.ts';
import type { CopyHost } from './copies.ts';
import type { Host } from './state.ts';
import { KEYWORDS, type Keyword } from './vocabulary.ts';

export const TNS = 'engine-mtg-transform';

/** Keywords that are a permanent's status, not a face's characteristic: they stay as it transforms. */
const isStatus = (k: Keyword): boolean => KEYWORD_RULES[k].starts !== undefined || KEYWORD_RULES[k].token === true || k === 'since-last-upkeep';

/** `id` transforms (701.28a): its other face up, the same object with its status kept. */
export function transform(run: CopyHost, _source: Source, id: string): void {
  const pe = run.state.perms.get(id);
  if (!pe || pe.zone !== 'battlefield') return;
  const other = pe.o.back;
  if (!other) {
    run.steps.push({ key: `${TNS}.step.cant`, params: { target: pe.label }, cites: [], rules: ['701.28c'] });
    return;
  }
  const before = pe.label;
  const { back: _back, ...face } = pe.o;
  const status = (face.keywords ?? []).filter(isStatus);
  const keywords = KEYWORDS.filter((k) => (other.keywords ?? []).includes(k) || status.includes(k));
  const { keywords: _k, ...values } = other;
  const now: MtgObject = { ...values, id: face.id, controller: face.controller, ...(keywords.length ? { keywords } : {}), back: face };
  if (face.attachedTo !== undefined) now.attachedTo = face.attachedTo;
  else delete now.attachedTo;
  // its mana value is its front face's whichever face is up (712.8e)
  const mv = pe.transformed ? other.mv : face.mv;
  if (mv !== undefined) now.mv = mv;
  else delete now.mv;
  if (face.zone !== undefined) now.zone = face.zone;
  pe.o = now;
  pe.label = label(now);
  if (pe.transformed) delete pe.transformed;
  else pe.transformed = true;
  run.state.changed();
  run.registerStatics(pe);
  run.steps.push({ key: `${TNS}.step.transforms`, params: { target: before, now: pe.label }, cites: [], rules: ['701.28a', pe.transformed ? '712.8e' : '712.8d'] });
}

/** Spells cast last turn, as the werewolves' "if" asks it (603.4): none at all, or two or more by one player. */
export const noSpellsLastTurn = (counts: readonly number[] | undefined): boolean => counts !== undefined && counts.every((n) => n === 0);
export const twoSpellsLastTurn = (counts: readonly number[] | undefined): boolean => counts !== undefined && counts.some((n) => n >= 2);

/**
 * As the scenario starts: a werewolf's upkeep ability asks what happened last turn, which the scenario doesn't say
 * (no player has `cast-last-turn=N`): it doesn't trigger, and the trace says why and how to write it.
 */
export function noteUnknownHistory(run: Host): void {
  if (run.state.spellsLastTurn() !== undefined) return;
  for (const pe of run.state.perms.values()) {
    if (pe.zone !== 'battlefield') continue;
    const k = (pe.o.keywords ?? []).find((w) => w === 'transform-if-no-spells' || w === 'transform-if-two-spells');
    if (k) run.steps.push({ key: `${TNS}.step.history-unknown`, params: { target: pe.label }, cites: [], rules: ['603.4', '701.28a'] });
  }
}
