/**
 * Judges' stories in /ruling's search (rulings/policy-story.ts): a story told at an event that calls a judge or asks
 * what the judge does goes to tournament policy even with no policy word in it, is answered only from the
 * infraction tagged with the situation it tells, and otherwise gets a policy "not sure" — never the game rules' or
 * another game's entries. An answer naming a neighbouring infraction of the situation told is not given. These
 * questions were written for this test, not taken from the policy question set.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase, type KnowledgeBase } from '../../rulings/loader.ts';
import { isPolicyEntry } from '../../rulings/policy.ts';
import { judgeStory } from '../../rulings/policy-story.ts';
import { RulingsSearch, type SearchResult } from '../../rulings/search.ts';
import { foldTyped } from '../../rulings/tokenize.ts';

let kb: KnowledgeBase;
let search: RulingsSearch;

beforeAll(() => {
  kb = loadKnowledgeBase();
  search = new RulingsSearch(kb);
});

const shown = (r: SearchResult) => (r.found ? r.hits : r.suggestions).filter((h) => h.entry);
const allPolicy = (r: SearchResult): boolean => shown(r).length > 0 && shown(r).every((h) => isPolicyEntry(h.entry!, kb));

describe('a judge story is read as one', () => {
  it.each([
    ["Sealed PPTQ, round 3. AP casts a spell and NAP notices something off. What's the call?", true],
    ['GPT scellé, ronde 2. Mon adversaire pioche trop tôt. Que faites-vous ?', true],
    ['PPTQのスイス3回戦。相手がカードを手札に入れた。どうする？', true],
    ['RCQ. My opponent put a card into his hand. Judge!', false],
  ])('"%s" (asks what the judge does: %s)', (q, asks) => {
    expect(judgeStory(foldTyped(q))).toEqual({ asks });
  });

  it('needs both an event and a call to the judge', () => {
    expect(judgeStory(foldTyped("AP casts a spell and NAP notices something off. What's the call?"))).toBeUndefined();
    expect(judgeStory(foldTyped('RCQ round 2: Griselbrand draws seven under Lantern of Insight. How does that resolve?'))).toBeUndefined();
  });
});

describe('a judge story is answered from the infraction tagged with its situation', () => {
  it.each([
    ["Standard RCQ, round 4. My opponent forgot his upkeep trigger and drew his card. What's the call?", 'mtg.policy.ipg.missed-trigger'],
    ["GPT scellé, ronde 2. Mon adversaire a oublié son déclencheur d'entretien et a pioché. Que faites-vous ?", 'mtg.policy.ipg.missed-trigger'],
    ['PPTQのスイス3回戦。相手が誘発を宣言しなかったまま戦闘に入った。どうする？', 'mtg.policy.ipg.missed-trigger'],
    ["Comp event, round 5. A player registered 'Jace' on his decklist and there are three Jaces in the format. What do we do?", 'mtg.policy.ipg.decklist-problem'],
  ])('"%s" → %s', (q, id) => {
    const r = search.query(q);
    expect(r.found, q).toBe(true);
    expect(r.hits[0]?.id).toBe(id);
  });

  it('offers the closest policy entries, never the game rules or another game, when no tagged infraction clearly leads', () => {
    for (const q of [
      "Sealed PPTQ, round 3. Alex controls Dark Confidant, untaps and draws for the turn, he never revealed the top card for the trigger. What's the call?",
      'Modern RCQ. Player resolves a spell, takes three cards off the top, shows none and puts one in his hand. Judge! What now?',
    ]) {
      const r = search.query(q);
      expect(r.found, q).toBe(false);
      expect(allPolicy(r), q).toBe(true);
    }
  });

  it('keeps the game rules for a rules question put to a judge that tells no policy situation', () => {
    const r = search.query('At the RCQ I called a judge: my 5/5 trampler was blocked by a 1/1, how much trample damage do I assign to the player?');
    expect(shown(r)[0]?.id).toBe('mtg.trample.lethal');
    expect(shown(r).some((h) => isPolicyEntry(h.entry!, kb))).toBe(false);
  });
});

describe('an answer never names a neighbouring infraction of the situation told', () => {
  it('is not sure between Deck Problem and the Decklist Problem a list story tells', () => {
    const r = search.query('RCQ round 2. The player has 62 cards on his decklist and presented exactly those 62. Is that a deck problem game loss?');
    expect(r.found).toBe(false);
    expect(r.suggestions.map((h) => h.id)).toContain('mtg.policy.ipg.decklist-problem');
  });

  it('still answers with an infraction the question names itself ("LEC or HCE?")', () => {
    const r = search.query('he scried 2 instead of 1 because the cards stuck together, is that LEC or HCE?');
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('mtg.policy.ipg.hidden-card-error');
  });
});
