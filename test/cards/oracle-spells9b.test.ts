/**
 * Instants and sorceries cast by card name, ninth stretch (#31): searching a library for several cards, for cards of
 * a subtype or basic ones, into the hand, the graveyard, exile or (lands) onto the battlefield (701.19, 701.20;
 * engine/mtg/looking.ts searchMany), Cultivate's split, and Path to Exile's search chosen by the exiled creature's
 * controller. Each test names a real card (reference pool, read at run time) and checks what a user sees: the final
 * state, the choices the reply shows, the trace in en/ja/fr.
 */
import { describe, expect, it } from 'vitest';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';
import { tm } from '../../commands/render/resolution.ts';

const { check, reply, resolved, steps } = useCardCheck('rulebot-spells9b-');

const choice = (r: ReturnType<typeof resolved>, key: string) => r.r.resolution.choices.find((c) => c.what.key === key);

describe.skipIf(!REFERENCE_CARDS)('a search for several cards, or for cards of a subtype (701.19a, 701.19b, 701.19d)', () => {
  it('Buried Alive: the written creature card and two the scenario does not describe go to the graveyard, shown as the caster\'s choice', async () => {
    const text = 'mtg ; A library=5 ; A: x=Grizzly Bears zone=library ; B: z=1/1 ; cast A Buried Alive ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Buried Alive black sorcery: tutor-to-graveyard creature*3 you');
    expect(r.obj('x').zone).toBe('graveyard');
    expect(r.cards('A')).toMatchObject({ library: 3, graveyard: 3 });
    const found = choice(r, 'engine-mtg-looking.choice.search-many')!;
    expect(found).toMatchObject({ chooser: 'A', assumed: true, rules: ['701.19b'] });
    expect(tm('en', found.range)).toBe('up to 3 cards that are each a creature card, or fewer, or none: a search for cards of a stated kind may find fewer (701.19b)');
    expect(steps(text)).toContain(
      "Buried Alive: A searches their library for up to 3 cards, each a creature card, and finds Grizzly Bears (x), and 2 cards the scenario doesn't describe; they go into their graveyard, then A shuffles. [701.19a · 701.20a]",
    );
    expect(steps(text, 'ja')).toContain('Buried Alive：Aは自分のライブラリーから最大3枚のカード（それぞれクリーチャー・カード1枚）を探してGrizzly Bears (x)、およびシナリオに書かれていないカード2枚を見つけ、それを墓地に置く。');
    expect(steps(text, 'fr')).toContain("Buried Alive : A cherche dans sa bibliothèque jusqu'à 3 cartes, chacune une carte de créature, et trouve Grizzly Bears (x), et 2 cartes que le scénario ne décrit pas ; elles vont dans son cimetière, puis A mélange.");
    expect(await reply(text)).toContain('what A finds (up to 3 cards, each a creature card)');
  });

  it('Entomb takes the first written card; Foresight must find three cards when it can (701.19d) and exiles them', () => {
    const entomb = resolved('mtg ; A library=4 ; A: x=Grizzly Bears zone=library ; B: z=1/1 ; cast A Entomb ; resolve');
    expect(entomb.obj('x').zone).toBe('graveyard');
    expect(entomb.cards('A')).toMatchObject({ library: 4, graveyard: 1 });
    const text = 'mtg ; A library=2 ; A: x=Grizzly Bears zone=library ; B: z=1/1 ; cast A Foresight ; resolve';
    const foresight = resolved(text);
    expect(foresight.r.canonical).toContain('tutor-exile card*3 you & draw-next-upkeep 1 you');
    expect(foresight.obj('x').zone).toBe('exile');
    expect(foresight.cards('A')).toMatchObject({ library: 0 });
    expect(steps(text)).toContain("Foresight: A searches their library for 3 cards and finds Grizzly Bears (x), and 2 cards the scenario doesn't describe; they go into exile, then A shuffles.");
    // the library holds only those three: nothing else could have been found, so no choice is shown
    expect(choice(foresight, 'engine-mtg-looking.choice.search-many')).toBeUndefined();
  });

  it("Steelshaper's Gift finds the Equipment, not the creature written above it; Gaea's Bounty takes the written Forest and one more", () => {
    const gift = resolved("mtg ; A library=3 ; A: x=Grizzly Bears zone=library ; e=Bonesplitter zone=library ; B: z=1/1 ; cast A Steelshaper's Gift ; resolve");
    expect(gift.r.canonical).toContain('tutor-card Equipment you');
    expect(gift.obj('e').zone).toBe('hand');
    expect(gift.obj('x').zone).toBe('library');
    const bounty = resolved("mtg ; A library=3 ; A: x=Grizzly Bears zone=library ; f=Forest zone=library ; B: z=1/1 ; cast A Gaea's Bounty ; resolve");
    expect(bounty.r.canonical).toContain('tutor-card Forest*2 you');
    expect(bounty.obj('f').zone).toBe('hand');
    expect(bounty.obj('x').zone).toBe('library');
    expect(bounty.cards('A')).toMatchObject({ hand: 2, library: 3 });
    const found = choice(bounty, 'engine-mtg-looking.choice.search-many')!;
    expect(tm('en', found.taken)).toBe("Forest (f), and one card the scenario doesn't describe (those the scenario doesn't describe taken to be a Forest card)");
  });

  it("Nature's Lore puts the written Forest onto the battlefield untapped; Farseek can't take it (not a Plains, Island, Swamp or Mountain) and a land the scenario doesn't describe enters tapped", async () => {
    const lore = resolved("mtg ; A library=3 ; A: f=Forest zone=library ; B: z=1/1 ; cast A Nature's Lore ; resolve");
    expect(lore.r.canonical).toContain('tutor-land Forest you');
    expect(lore.obj('f').zone).toBe('battlefield');
    expect(lore.obj('f').tapped).toBeFalsy();
    const text = 'mtg ; A library=3 ; A: f=Forest zone=library ; B: z=1/1 ; cast A Farseek ; resolve';
    const farseek = resolved(text);
    expect(farseek.r.canonical).toContain('tutor-land-tapped Plains+Island+Swamp+Mountain you');
    expect(farseek.obj('f').zone).toBe('library');
    expect(farseek.obj('land1')).toMatchObject({ zone: 'battlefield', tapped: true, controller: 'A' });
    expect(farseek.cards('A')).toMatchObject({ library: 3 });
    const out = await reply(text);
    expect(out).toContain('land1 entered the battlefield from the library');
    expect(out).toContain('a Plains or Island or Swamp or Mountain card');
  });

  it('Cultivate: one basic land onto the battlefield tapped, the other into the hand, one shuffle; with one land left, it enters', () => {
    const text = 'mtg ; A library=5 ; B: z=1/1 ; cast A Cultivate ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Cultivate green sorcery: search-land-split 2 you');
    expect(r.obj('land1')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(r.cards('A')).toMatchObject({ hand: 1, library: 3 });
    expect(steps(text)).toContain('Cultivate: A searches their library, puts 2 basic land cards one onto the battlefield tapped and the other into their hand, then shuffles it.');
    expect(steps(text, 'fr')).toContain("l'une sur le champ de bataille engagée et l'autre dans sa main");
    const one = resolved("mtg ; A library=1 ; B: z=1/1 ; cast A Kodama's Reach ; resolve");
    expect(one.obj('land1')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(one.cards('A')).toMatchObject({ hand: 0, library: 0 });
  });

  it('Worldly Tutor puts the creature card found on top of the library: the next draw is that card', () => {
    const r = resolved('mtg ; A library=5 ; A: x=Grizzly Bears zone=library ; B: z=1/1 ; cast A Worldly Tutor ; resolve ; cast A: draw 1 A ; resolve');
    expect(r.r.canonical).toContain('cast A Worldly Tutor green instant: tutor-top creature you');
    expect(r.obj('x').zone).toBe('hand');
  });

  it('refuses several cards for a search of one, and a non-land kind for a search that puts lands onto the battlefield, with a caret', () => {
    const many = check('mtg ; A library=3 ; B: z=1/1 ; cast A: pick-card creature*2 you');
    expect(!many.ok && many.errors[0]).toMatchObject({ key: 'engine-mtg-looking.parse.expected-quality', params: { word: 'creature*2' } });
    const land = check('mtg ; A library=3 ; B: z=1/1 ; cast A: tutor-land creature you');
    expect(!land.ok && land.errors[0]).toMatchObject({ key: 'engine-mtg-looking.parse.expected-quality', params: { word: 'creature' } });
    expect(check('mtg ; A library=3 ; B: z=1/1 ; cast A: tutor-land basic+land*2 you').ok).toBe(true);
  });
});

describe.skipIf(!REFERENCE_CARDS)("Path to Exile: the exiled creature's controller chooses whether to search (608.2d)", () => {
  it('exiles the creature; its controller, not the caster, chooses to search, and a basic land enters tapped under their control', async () => {
    const text = 'mtg ; A: w=2/2 ; B library=5 ; B: x=Grizzly Bears ; cast A Path to Exile ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Path to Exile white instant: exile ?creature & may search-land-tapped 1 its-controller');
    expect(r.obj('x').zone).toBe('exile');
    expect(r.obj('land1')).toMatchObject({ zone: 'battlefield', tapped: true, controller: 'B' });
    expect(r.cards('B')).toMatchObject({ library: 4 });
    const may = choice(r, 'engine-mtg.card-effects.may')!;
    expect(may.chooser).toBe('B');
    const out = await reply(text);
    expect(out).toContain('B chooses whether to apply the optional effect of Path to Exile');
    expect(out).toContain('land1 entered the battlefield from the library');
    // an empty library: the search finds nothing
    const empty = resolved('mtg ; A: w=2/2 ; B: x=Grizzly Bears ; cast A Path to Exile ; resolve');
    expect(empty.r.resolution.final.objects.some((o) => o.id === 'land1')).toBe(false);
  });
});
