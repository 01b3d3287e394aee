/**
 * Instants, sorceries and creatures cast by card name, eighth stretch (#31): hands revealed or looked at and a card
 * chosen from them (701.16, 701.8b), and the top of a library looked at, some of it taken and the rest put away
 * (701.16e, 401.4) — engine/mtg/looking.ts. Each test names a real card (reference pool, read at run time) and checks
 * what a user sees: the final state, the choices the reply shows, the trace in en/ja/fr.
 */
import { describe, expect, it } from 'vitest';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';
import { tm } from '../../commands/render/resolution.ts';

const { check, reply, resolved, steps } = useCardCheck('rulebot-hand-library-');

const choiceKeys = (r: ReturnType<typeof resolved>) => r.r.resolution.choices.map((c) => c.what.key);

describe.skipIf(!REFERENCE_CARDS)('a hand revealed, a card chosen from it, then discarded or exiled (701.16a, 701.8b)', () => {
  it('Thoughtseize: the opponent reveals, the caster chooses the written nonland card, it is discarded; the caster loses 2', async () => {
    const text = 'mtg ; A: w=2/2 ; B hand=3 ; B: g=Grizzly Bears zone=hand ; f=Forest zone=hand ; cast A Thoughtseize ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Thoughtseize black sorcery: reveal-hand ?player & pick-card non-land that & discard-picked that & lose-life 2 you');
    expect(r.obj('g').zone).toBe('graveyard');
    expect(r.obj('f').zone).toBe('hand');
    expect(r.cards('B')).toMatchObject({ hand: 4, graveyard: 1 });
    expect(r.life('A')).toBe(18);
    // the choice is the caster's, shown with the other cards that could have been chosen
    const pick = r.r.resolution.choices.find((c) => c.what.key === 'engine-mtg-looking.choice.pick-hand')!;
    expect(pick).toMatchObject({ chooser: 'A', assumed: true });
    expect(tm('en', pick.range)).toBe("Grizzly Bears (g), or one of the 3 cards the scenario doesn't describe that is one");
    const en = steps(text);
    expect(en).toContain("Thoughtseize: B reveals their hand: Grizzly Bears (g), Forest (f), and 3 cards the scenario doesn't describe.");
    expect(en).toContain("Thoughtseize: A chooses Grizzly Bears (g) from B's hand (a nonland card).");
    expect(en).toContain('Thoughtseize: B discards Grizzly Bears (g), the card chosen; 4 left in hand. [701.8a · 701.8b]');
    expect(steps(text, 'ja')).toContain('Thoughtseize：AはBの手札からGrizzly Bears (g)を選ぶ（土地でないカード1枚）。');
    expect(steps(text, 'fr')).toContain('Thoughtseize : A choisit Grizzly Bears (g) dans la main de B (une carte non-terrain).');
    expect(await reply(text)).toContain('which card A chooses from B');
  });

  it('Duress finds no written noncreature, nonland card: one the scenario does not describe is taken to be one, and the reply says so', () => {
    const text = 'mtg ; A: w=2/2 ; B hand=2 ; B: g=Grizzly Bears zone=hand ; f=Forest zone=hand ; cast A Duress ; resolve';
    const r = resolved(text);
    expect([r.obj('g').zone, r.obj('f').zone]).toEqual(['hand', 'hand']);
    expect(r.cards('B')).toMatchObject({ hand: 3, graveyard: 1 });
    const pick = r.r.resolution.choices.find((c) => c.what.key === 'engine-mtg-looking.choice.pick-hand')!;
    expect(tm('en', pick.taken)).toBe("one of the cards the scenario doesn't describe, taken to be a noncreature, nonland card");
    expect(tm('en', pick.range)).toBe("one of the 2 cards the scenario doesn't describe if it is a noncreature, nonland card; none if none is");
    // with only a creature and a land in hand, nothing is chosen and nothing discarded (609.3)
    const none = resolved('mtg ; A: w=2/2 ; B: g=Grizzly Bears zone=hand ; f=Forest zone=hand ; cast A Duress ; resolve');
    expect([none.obj('g').zone, none.obj('f').zone]).toEqual(['hand', 'hand']);
    expect(none.steps()).toContain("Duress: B's hand holds no card of the kind asked (a noncreature, nonland card), so A chooses nothing.");
    expect(none.steps()).toContain('Duress: no card was chosen, so B discards nothing.');
  });

  it('Coercion takes any card: the only card in hand, with no choice to show; Castigate exiles it instead', () => {
    const coercion = resolved('mtg ; A: w=2/2 ; B: f=Forest zone=hand ; cast A Coercion ; resolve');
    expect(coercion.obj('f').zone).toBe('graveyard');
    expect(choiceKeys(coercion)).not.toContain('engine-mtg-looking.choice.pick-hand');
    const castigate = resolved('mtg ; A: w=2/2 ; B: g=Grizzly Bears zone=hand ; f=Forest zone=hand ; cast A Castigate ; resolve');
    expect(castigate.obj('g').zone).toBe('exile');
    expect(castigate.obj('f').zone).toBe('hand');
  });

  it('Peek: the caster looks at the opponent\'s hand, then draws', () => {
    const text = 'mtg ; A library=3 ; w=2/2 ; B hand=2 ; cast A Peek ; resolve';
    const r = resolved(text);
    expect(r.cards('A')).toMatchObject({ hand: 1, library: 2 });
    expect(r.cards('B')).toMatchObject({ hand: 2 });
    expect(steps(text)).toContain("Peek: A looks at B's hand: 2 cards the scenario doesn't describe. [701.16e · 402.3]");
    expect(steps(text, 'fr')).toContain('Peek : A regarde la main de B : 2 cartes que le scénario ne décrit pas.');
  });

  it('Thought-Knot Seer (a creature): its enters trigger exiles the chosen nonland card', () => {
    const r = resolved('mtg ; A: w=2/2 ; B: g=Grizzly Bears zone=hand ; cast A x=Thought-Knot Seer ; resolve');
    expect(r.obj('x').zone).toBe('battlefield');
    expect(r.obj('g').zone).toBe('exile');
  });

  it('refuses a kind of card it does not know with a caret', () => {
    const bad = check('mtg ; A: w=2/2 ; B hand=2 ; cast A: reveal-hand B & pick-card wizard B & discard-picked B');
    expect(!bad.ok && bad.errors[0]).toMatchObject({ key: 'engine-mtg-looking.parse.expected-quality', params: { word: 'wizard' } });
    // the canonical words read back
    const ok = resolved('mtg ; A: w=2/2 ; B hand=2 ; cast A: reveal-hand B & pick-card non-creature+non-land B & discard-picked B');
    expect(ok.r.canonical).toContain('pick-card non-creature+non-land B');
    expect(ok.cards('B')).toMatchObject({ hand: 1, graveyard: 1 });
  });
});

describe.skipIf(!REFERENCE_CARDS)('the top of a library looked at, some cards taken, the rest put away (701.16e, 401.4)', () => {
  it('Impulse: one of four into the hand, the other three to the bottom in an order the caster chooses', () => {
    const text = 'mtg ; A library=10 ; w=2/2 ; B: z=1/1 ; cast A Impulse ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Impulse blue instant: look-top 4 you & take-looked 1 you & rest-bottom you');
    expect(r.cards('A')).toMatchObject({ hand: 1, library: 9 });
    expect(choiceKeys(r)).toEqual(expect.arrayContaining(['engine-mtg-looking.choice.take-looked', 'engine-mtg-looking.choice.order']));
    const en = steps(text);
    expect(en).toContain("Impulse: A looks at the top 4 cards of their library: 4 cards the scenario doesn't describe. [701.16e · 401.2]");
    expect(en).toContain('Impulse: A puts the other 3 cards on the bottom of their library in an order they choose');
    expect(steps(text, 'ja')).toContain('Impulse：Aは自分のライブラリーの一番上から4枚を見る：シナリオに書かれていないカード4枚。');
  });

  it('Commune with Nature takes the written creature card; the written land goes under the other cards and is drawn last', () => {
    const base = 'mtg ; A library=3 ; A: x=Grizzly Bears zone=library ; y=Forest zone=library ; B: z=1/1 ; cast A Commune with Nature ; resolve';
    const r = resolved(base);
    expect(r.obj('x').zone).toBe('hand');
    expect(r.obj('y').zone).toBe('library');
    expect(r.cards('A')).toMatchObject({ hand: 1, library: 4 });
    // three draws take the cards the scenario doesn't describe, the fourth the Forest put on the bottom
    expect(resolved(`${base} ; cast A: draw 3 A ; resolve`).obj('y').zone).toBe('library');
    expect(resolved(`${base} ; cast A: draw 4 A ; resolve`).obj('y').zone).toBe('hand');
    const take = r.r.resolution.choices.find((c) => c.what.key === 'engine-mtg-looking.choice.take-looked')!;
    expect(tm('en', take.range)).toBe('any of the 5 that is a creature card, or none if none is (the card is chosen, not guessed)');
  });

  it('Forbidden Alchemy: one card into the hand, three into the graveyard', () => {
    const r = resolved('mtg ; A library=10 ; w=2/2 ; B: z=1/1 ; cast A Forbidden Alchemy ; resolve');
    expect(r.cards('A')).toMatchObject({ hand: 1, library: 6, graveyard: 3 });
  });

  it('Grisly Salvage reveals five and may take a creature or land card; Satyr Wayfinder\'s enters trigger a land card', () => {
    const salvage = 'mtg ; A library=4 ; A: y=Forest zone=library ; B: z=1/1 ; cast A Grisly Salvage ; resolve';
    const r = resolved(salvage);
    expect(r.obj('y').zone).toBe('hand');
    expect(r.cards('A')).toMatchObject({ hand: 1, library: 0, graveyard: 4 });
    expect(steps(salvage)).toContain("Grisly Salvage: A reveals the top 5 cards of their library: Forest (y), and 4 cards the scenario doesn't describe. [701.16a · 701.16b]");
    const wayfinder = resolved('mtg ; A library=5 ; A: y=Forest zone=library ; B: z=1/1 ; cast A x=Satyr Wayfinder ; resolve');
    expect(wayfinder.obj('y').zone).toBe('hand');
    expect(wayfinder.cards('A')).toMatchObject({ hand: 1, library: 2, graveyard: 3 });
  });

  it('a library with fewer cards than asked: all of them are looked at', () => {
    const text = 'mtg ; A library=2 ; w=2/2 ; B: z=1/1 ; cast A Anticipate ; resolve';
    const r = resolved(text);
    expect(r.cards('A')).toMatchObject({ hand: 1, library: 1 });
    expect(steps(text)).toContain("Anticipate: A looks at the top 2 cards of their library: 2 cards the scenario doesn't describe.");
  });
});

describe.skipIf(!REFERENCE_CARDS)('a basic land found by a search says plainly whether it enters tapped (701.19a)', () => {
  it('Rampant Growth: "enters the battlefield under A\'s control tapped", in en, ja and fr', () => {
    const text = 'mtg ; A library=10 ; w=2/2 ; B: z=1/1 ; cast A Rampant Growth ; resolve';
    expect(steps(text)).toContain("land1 enters the battlefield under A's control tapped: a basic land found by Rampant Growth.");
    expect(steps(text, 'ja')).toContain('land1がAのコントロール下でタップ状態で戦場に出る');
    expect(steps(text, 'fr')).toContain('land1 arrive sur le champ de bataille sous le contrôle de A engagé');
    expect(steps('mtg ; A library=10 ; w=2/2 ; B: z=1/1 ; cast A Grow from the Ashes ; resolve')).toContain("land1 enters the battlefield under A's control: a basic land found by Grow from the Ashes.");
  });
});

describe.skipIf(!REFERENCE_CARDS)('searches for a card of a kind, random discards, graveyards shuffled away (701.19, 701.8b, 701.20)', () => {
  it('Idyllic Tutor finds the written enchantment; Eladamri\'s Call, with none written, takes a card the scenario doesn\'t describe to be a creature card', () => {
    const idyllic = resolved('mtg ; A library=3 ; A: e=Pacifism enchantment zone=library ; B: z=1/1 ; cast A Idyllic Tutor ; resolve');
    expect(idyllic.obj('e').zone).toBe('hand');
    expect(idyllic.cards('A')).toMatchObject({ hand: 1, library: 3 });
    const text = 'mtg ; A library=3 ; A: f=Forest zone=library ; B: z=1/1 ; cast A Eladamri\'s Call ; resolve';
    const call = resolved(text);
    expect(call.obj('f').zone).toBe('library');
    expect(call.cards('A')).toMatchObject({ hand: 1, library: 3 });
    const found = call.r.resolution.choices.find((c) => c.what.key === 'engine-mtg-looking.choice.search')!;
    expect(tm('en', found.range)).toBe('a creature card, or none: a search for a card of a stated kind may find nothing (701.19b)');
    expect(tm('en', found.taken)).toBe("one of the cards the scenario doesn't describe, taken to be a creature card");
    expect(steps(text)).toContain("Eladamri's Call: A searches their library, reveals a card the scenario doesn't describe (a creature card), puts it into their hand, then shuffles.");
  });

  it('Vampiric Tutor puts the card found on top: the next draw is that card, and its caster loses 2 life', () => {
    const text = 'mtg ; A library=5 ; A: x=Grizzly Bears zone=library ; B: z=1/1 ; cast A Vampiric Tutor ; resolve';
    const r = resolved(text);
    expect(r.life('A')).toBe(18);
    expect(r.obj('x').zone).toBe('library');
    expect(steps(text)).toContain('Vampiric Tutor: A searches their library for a card, shuffles it and puts Grizzly Bears (x) on top. [701.19a · 701.20b]');
    // Mystical Tutor: the written creature card is no instant; one the scenario doesn't describe is found and drawn first
    const mystical = resolved('mtg ; A library=5 ; A: x=Grizzly Bears zone=library ; B: z=1/1 ; cast A Mystical Tutor ; resolve ; cast A: draw 1 A ; resolve');
    expect(mystical.obj('x').zone).toBe('library');
    expect(mystical.cards('A')).toMatchObject({ hand: 1, library: 5 });
    expect(mystical.r.resolution.choices.map((c) => c.what.key)).toContain('engine-mtg-looking.choice.shuffled-under');
  });

  it('Hymn to Tourach: the opponent discards two cards at random, no one choosing; Mind Rot now targets the opponent too', () => {
    const text = 'mtg ; A hand=2 ; w=2/2 ; B hand=1 ; B: g=Grizzly Bears zone=hand ; f=Forest zone=hand ; cast A Hymn to Tourach ; resolve';
    const r = resolved(text);
    expect(r.cards('A')).toMatchObject({ hand: 2 });
    expect(r.cards('B')).toMatchObject({ hand: 1, graveyard: 2 });
    expect(r.r.resolution.choices.map((c) => c.what.key)).toContain('engine-mtg-looking.choice.random');
    expect(steps(text)).toContain("Hymn to Tourach: B discards 2 cards at random: Grizzly Bears (g), and one card the scenario doesn't describe; 1 left in hand. [701.8a · 701.8b]");
    expect(resolved('mtg ; A hand=2 ; w=2/2 ; B hand=3 ; cast A Mind Rot ; resolve').cards('B')).toMatchObject({ hand: 1, graveyard: 2 });
  });

  it('Timetwister: each player shuffles hand and graveyard into the library, then draws seven', () => {
    const text = 'mtg ; A hand=3 library=10 graveyard=4 ; w=2/2 ; x=Grizzly Bears zone=graveyard ; B hand=5 library=20 ; cast A Timetwister ; resolve';
    const r = resolved(text);
    expect(r.cards('A')).toMatchObject({ hand: 7, library: 11, graveyard: 0 });
    expect(r.cards('B')).toMatchObject({ hand: 7, library: 18, graveyard: 0 });
    expect(r.obj('x').zone).toBe('library');
    expect(steps(text)).toContain('Timetwister: A shuffles their hand and graveyard into their library (8 cards); 18 in the library. [701.20a · 400.7]');
    expect(steps(text, 'fr')).toContain('Timetwister : A mélange sa main et son cimetière dans sa bibliothèque (8 cartes) ; 18 cartes dans la bibliothèque.');
  });
});
