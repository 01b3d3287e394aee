/**
 * Whose words the question uses (issue #26, rulings/game-signals.ts hasGameWords()): a question that names no game is
 * not given the entries of a game none of its words belong to. The questions were written for this test, not taken
 * from the question sets.
 * - No word of Riftbound's and no Riftbound answer: Riftbound's closest entries were offered as the question's
 *   ("a protean hulk face down…" got Riftbound's face-down targeting rule); now Magic's reply when a word is Magic's,
 *   else "which game?" with each game's closest.
 * - A Riftbound mode named ("1v1", "2v2": hasGameWords(), not a cue) and no word of Magic's: Magic's answer (its draw
 *   step, its loyalty abilities) gave way to Riftbound's entry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { askServices } from '../bot/cli/ask.ts';
import { consoleInvocation } from '../bot/console-invocation.ts';
import { rulingCommand } from '../commands/ruling.ts';
import type { Locale } from '../commands/i18n.ts';
import type { ReplyView } from '../commands/types.ts';

type Services = Awaited<ReturnType<typeof askServices>>;
let services: Services;
beforeAll(async () => {
  services = await askServices();
});

const ask = (question: string, lang: Locale = 'en') => rulingCommand.run({ services, invocation: consoleInvocation(lang) }, { question });
/** Every entry id the reply shows: its sections' references and the entries its buttons open. */
const shown = (view: ReplyView) => [
  ...view.sections.map((s) => s.ref).filter((r): r is string => typeof r === 'string'),
  ...(view.actions ?? []).map((a) => /^ruling:(?:open|lang|report):(?:[a-z]{2}:)?(.+)$/.exec(a.id)?.[1]).filter((id): id is string => id !== undefined),
];

describe("a question with no word of Riftbound's", () => {
  it('is asked back which game, Magic’s closest first, instead of being offered Riftbound’s entry as the closest', async () => {
    const view = await ask('I have a protean hulk face down and it dies, do I search?');
    const [section] = view.sections;
    expect(section!.tone).toBe('warning');
    expect(section!.title).toBe('Which game?');
    const ids = (view.actions ?? []).map((a) => a.id.split(':').at(-1)!);
    expect(ids[0]!.startsWith('mtg.')).toBe(true);
    expect([...new Set(ids.map((id) => id.split('.')[0]))]).toEqual(['mtg', 'rb']);
    expect(ids).not.toContain('rb.target.face-down');
  });
});

describe("a question naming a Riftbound mode and no word of Magic's", () => {
  for (const [question, entry] of [
    ['In 1v1, does the player who goes first skip their draw?', 'rb.core.setup'],
    ['In 2v2, do we take turns at the same time?', 'rb.core.mode-2v2'],
  ] as const) {
    it(`is answered with Riftbound's entry, not Magic's: ${question}`, async () => {
      const view = await ask(question);
      expect(view.sections[0]!.tone).toBe('info');
      expect(view.sections[0]!.ref).toBe(entry);
      expect(view.sections[0]!.footer).toContain('Riftbound');
      expect(shown(view).filter((id) => id.startsWith('mtg.'))).toEqual([]);
    });
  }

  it("a Magic word beside the mode keeps Magic's entries in play", async () => {
    // "draw step" is Magic's (its cue): the mode alone does not move the question away from it
    const view = await ask('Playing 1v1, is there a draw step on the first turn?');
    expect(view.sections[0]!.ref).toBe('mtg.core.draw-step');
  });
});

describe('a French question that casts a spell', () => {
  // « lancer un sort » is Magic's wording (Riftbound's French plays its spells): beside Riftbound's « recycler » it
  // no longer leaves the question to Riftbound's entries alone.
  for (const question of [
    'Recycler une carte de ma main, ça compte comme lancer un sort pour mes déclencheurs « quand vous lancez un sort » ?',
    'Quand je recycle une carte, mes effets « chaque fois que vous lancez un sort » se déclenchent-ils ?',
  ]) {
    it(`is answered with Magic's cast-trigger entry, not offered Riftbound's: ${question}`, async () => {
      const view = await ask(question, 'fr');
      expect(view.sections[0]!.tone).toBe('info');
      expect(view.sections[0]!.ref).toBe('mtg.core.cast-triggers');
      expect(shown(view).filter((id) => id.startsWith('rb.'))).toEqual([]);
    });
  }
});
