/**
 * How judges and players tell a tournament-policy question (issue #25), in words written for this test (not taken
 * from the question sets): whether penalties exist at all at FNM or a prerelease is the Judging at Regular REL
 * approach, not the RELs' definitions; a draw skipped or an Aura nobody put into the graveyard is a Game Rule
 * Violation; cards scooped into a hand instead of put on the bottom are a Hidden Card Error. Each reply is what
 * `/ruling` shows: the entry it answers with, or the entry it offers first when it is not sure.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('policy questions in the words of the table', () => {
  it.each([
    ['Do players still get a warning at FNM, or are there no penalties at that level?', 'mtg.policy.jar.philosophy'],
    ['Is it true there are no game losses at a prerelease? What happens to mistakes there?', 'mtg.policy.jar.philosophy'],
    ['En tournoi compétitif, il a sauté sa pioche sans faire exprès, on s’en rend compte au tour suivant. Quelle correction ?', 'mtg.policy.ipg.game-rule-violation'],
    ['Sealed RCQ: he scooped the top three cards into his hand instead of putting them on the bottom. What’s the call?', 'mtg.policy.ipg.hidden-card-error'],
  ])('%s → answered with %s', (question, id) => {
    expectAnswered(search, question, id);
  });

  // Offered as "not sure" with Game Rule Violation first until the story's situation weighed in the ranking
  // (rulings/policy-tags.ts, 2026-11-28): the infraction tagged with what it tells now leads clearly.
  it('an Aura nobody put into the graveyard: answered with Game Rule Violation', () => {
    const r = search.query('Regional qualifier: my opponent’s Aura should have gone to the graveyard ages ago, neither of us noticed. Judge call, what happens?');
    expect(r.match).toBe('answer');
    expect(r.hits[0]!.id).toBe('mtg.policy.ipg.game-rule-violation');
  });

  it('a forgotten trigger told with no event named, asking what to do, is the Missed Trigger infraction, not the keyword', () => {
    expectAnswered(search, 'Il a oublié de renvoyer sa créature dashée en main à la fin du tour. Que faire ?', 'mtg.policy.ipg.missed-trigger');
  });

  it('a story where Game Rule Violation leads on words but the forgotten trigger is told: the Missed Trigger infraction answers', () => {
    expectAnswered(search, 'He forgot to sacrifice his unearthed creature at the end of the turn, we noticed on my turn. What do we do?', 'mtg.policy.ipg.missed-trigger');
  });

  it('the same forgotten trigger with the judge called instead of asked is still the Missed Trigger infraction', () => {
    expectAnswered(search, "Il a oublié de renvoyer sa créature dashée en main à la fin du tour, j'appelle l'arbitre.", 'mtg.policy.ipg.missed-trigger');
  });

  it('typed on a phone, with curly apostrophes, the judge called is read the same way', () => {
    expectAnswered(search, 'Il a oublié de renvoyer sa créature dashée en main à la fin du tour, j’appelle l’arbitre.', 'mtg.policy.ipg.missed-trigger');
  });
});
