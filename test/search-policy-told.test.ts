/**
 * Policy questions answered from the situation they tell (issue #25): the infraction tagged with what the story
 * tells answers even when the words lean to its neighbour; a procedure section the words chose over the section
 * tagged with the situation is "not sure" offering that section first; an event named after a capitalized
 * preposition (« En Grand Prix Trial, … ») still sets the scene; threats against a person are conduct, never the
 * control-changing Threaten. The questions were written for this test, not taken from the question sets.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, expectOffered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('the situation told picks the infraction', () => {
  it.each([
    // a decklist problem, though "decklist" and "game loss" share more words with Deck Problem
    ["I only wrote 'Teferi' on my decklist and there are three Teferis legal in Standard. Is that really a game loss?", 'mtg.policy.ipg.decklist-problem'],
    // a deck that didn't match its list during a game already played
    ['Between rounds a player tells me game 1 was played with 58 cards because two were left in his bag. Game loss?', 'mtg.policy.ipg.deck-problem'],
    // the event opens the sentence after a preposition: still an event, so the story is policy's
    ["En Grand Prix Trial, j'ai pioché une carte de trop par accident et elle est mélangée dans ma main. Que se passe-t-il ?", 'mtg.policy.ipg.hidden-card-error'],
    // violence against a person, in English and French
    ['After losing, a player grabbed his opponent by the collar and threatened him. What do we do?', 'mtg.policy.ipg.aggressive-behavior'],
    ["Après sa défaite, il a attrapé son adversaire et l'a menacé. Que faire ?", 'mtg.policy.ipg.aggressive-behavior'],
    // a deck barely shuffled: Insufficient Shuffling at Competitive, the JAR's unwanted behaviours at Regular
    ['At FNM my opponent barely shuffled, just two cuts, and presented his deck. Is that a penalty at Regular REL?', 'mtg.policy.jar.unwanted-behaviors'],
    ['相手が大会でマナ・ウィーブしてから2回しかシャッフルしない。これってペナルティ？', 'mtg.policy.ipg.insufficient-shuffling'],
    // the event named sets the REL over who the player is or where: a casual player at a GP, an RCQ at the LGS
    ['Last round at a GP, a casual player offers his opponent two booster packs if he concedes. Do I have to DQ him?', 'mtg.policy.ipg.bribery-wagering'],
    ["Casual player here: at my LGS's RCQ my opponent drew an extra card. What's the penalty?", 'mtg.policy.ipg.hidden-card-error'],
  ])('%s → answered with %s', (question, id) => {
    expectAnswered(search, question, id);
  });

  it.each([
    "I'm 0-3 at an RCQ and want to go home. Can I just leave or do I have to tell someone?",
    '大会で0-3になったから帰りたい。誰かに言わないといけない？',
  ])('a player leaving the event (%s) is "not sure", Dropping offered first, never the REL section', (question) => {
    expectOffered(search, question, 'mtg.policy.mtr.dropping');
  });

  it('Threaten the card stays a game-rules question', () => {
    const r = search.query("Can I Threaten my opponent's creature and sacrifice it to Fling?");
    expect(r.hits.concat(r.suggestions).every((h) => !h.id.startsWith('mtg.policy.'))).toBe(true);
  });
});

describe('lexicon forms that said something else', () => {
  it.each([
    ["The card never touched my hand but I saw it.", 'threatening'],
    ["Je dis 4 alors que j'en ai 5, erreur de ma part.", 'bribery'],
    ['Are countered spells put in the trash or recycled?', 'mess-rude'],
    // « appeler un arbitre » is calling a judge, not appealing a ruling; a victory is no bribe; 'won' no random result
    ['Il faut appeler un arbitre ?', 'appeal'],
    ["J'ai gagné, c'est ma première victoire en tournoi.", 'bribery'],
    ['Who won the game if both players lose at the same time?', 'random-result'],
    // the event running behind its schedule is no player's tardiness
    ["Le tournoi est en retard sur l'horaire, on peut jouer notre match en une seule partie ?", 'tardiness'],
    // "stack … deck" once stopwords go: a pile of cards, not a stacked deck
    ['She grabs a sleeved stack from her deck box and shuffles it.', 'stacked-deck'],
  ])('%s does not read %s', (question, concept) => {
    expect(search.analyse(question).concepts).not.toContain(concept);
  });

  it.each([
    ['Two players left trash on the table after lunch.', 'mess-rude'],
    ['He offered his opponent 2 booster packs if he concedes.', 'bribery'],
    ['シングルエリミネーションの決勝で賞品は半分ずつにしようって話すのは買収？', 'bribery'],
    ['Le temps est écoulé au milieu de mon tour.', 'time-called'],
    ["Un arbitre de sol m'a donné une perte de partie que je trouve injuste. À qui je m'adresse ?", 'appeal'],
    ['The event is running behind schedule, can we play our match as best of one?', 'match-format'],
  ])('%s reads %s', (question, concept) => {
    expect(search.analyse(question).concepts).toContain(concept);
  });
});
