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

describe.skipIf(!REFERENCE_CARDS)('learn (701.45a) and coin flips (705.2): what a scenario can show, as choices', () => {
  it('Cram Session: with cards in hand and library its caster discards a card and draws; the Lesson from outside the game is named, never shown', async () => {
    const text = 'mtg ; A hand=2 library=3 ; w=2/2 ; cast A Cram Session ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Cram Session black green sorcery: gain-life 4 you & learn you');
    expect(r.life('A')).toBe(24);
    expect(r.cards('A')).toMatchObject({ hand: 2, library: 2, graveyard: 1 });
    const learned = choice(r, 'engine-mtg-learn.choice')!;
    expect(learned).toMatchObject({ chooser: 'A', assumed: true, rules: ['701.45a'] });
    expect(tm('en', learned.range)).toContain("The scenario lists no cards outside the game, so a Lesson can't be shown here");
    expect(steps(text)).toContain('Cram Session: A learns: they discard a card, then draw a card. [701.45a]');
    expect(steps(text, 'ja')).toContain('Cram Session：Aは履修する。カードを1枚捨て、その後カードを1枚引く。');
    expect(steps(text, 'fr')).toContain('Cram Session : A apprend : il défausse une carte, puis pioche une carte.');
    expect(await reply(text)).toContain('what A does as they learn');
    // an empty library: discarding to draw would lose the game, so nothing happens
    const empty = resolved('mtg ; A hand=2 ; w=2/2 ; cast A Cram Session ; resolve');
    expect(empty.cards('A')).toMatchObject({ hand: 2, graveyard: 0 });
    expect(empty.r.resolution.final.players.find((p) => p.id === 'A')!.lost).toBeFalsy();
  });

  it("Puppet's Verdict: the flip is shown as chance's choice, taken as won, so only the small creatures are destroyed", async () => {
    const text = "mtg ; A: w=2/2 ; B: x=Grizzly Bears ; y=Craw Wurm ; cast A Puppet's Verdict ; resolve";
    const r = resolved(text);
    expect(r.r.canonical).toContain('flip-coin you & if-done destroy creatures power<=2 & if-not-done destroy creatures power>=3');
    expect(r.obj('x').zone).toBe('graveyard');
    expect(r.obj('w').zone).toBe('graveyard');
    expect(r.obj('y').zone).toBe('battlefield');
    const flip = choice(r, 'engine-mtg-coins.choice')!;
    expect(flip).toMatchObject({ chooser: 'A', assumed: true, rules: ['705.1', '705.2'] });
    expect(tm('en', flip.range)).toBe('won or lost, by chance: each is as likely (705.1, 705.2)');
    const en = steps(text);
    expect(en).toContain("A casts Puppet's Verdict: A flips a coin; if they win the flip, destroy each creature with power 2 or less; if they lose the flip, destroy each creature with power 3 or greater.");
    expect(en).toContain("Puppet's Verdict: the flip was won, so what follows “if you win the flip” happens. [705.2]");
    expect(steps(text, 'fr')).toContain("Puppet's Verdict : le lancer est gagné, donc ce qui suit « si vous gagnez le lancer » a lieu.");
    expect(steps(text, 'ja')).toContain("Puppet's Verdict：コイン投げに勝ったので、「コイン投げに勝った場合」に続くことが起こる。");
    expect(await reply(text)).toContain('whether A wins the coin flip');
  });

  it('Stitch in Time: the extra turn happens on the branch the trace follows, the flip won', () => {
    const won = resolved('mtg ; A: w=2/2 ; B: z=1/1 ; cast A Stitch in Time ; resolve');
    expect(won.steps()).toContain('the flip was won');
    expect(won.r.resolution.steps.some((s) => s.key.includes('extra-turn'))).toBe(true);
  });
});

describe.skipIf(!REFERENCE_CARDS)('cards of a graveyard put on top of the library or shuffled into it (400.7, 401.4, 701.20a)', () => {
  it('Reclaim puts the target card on top: the next draw is that card', async () => {
    const text = 'mtg ; A library=3 ; A: x=Grizzly Bears zone=graveyard ; B: z=1/1 ; cast A Reclaim ; resolve ; cast A: draw 1 A ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Reclaim green instant: graveyard-to-top ?card-in-your-graveyard');
    expect(r.obj('x').zone).toBe('hand');
    expect(r.cards('A')).toMatchObject({ library: 3, graveyard: 0 });
    expect(steps(text)).toContain("Reclaim: Grizzly Bears (x) goes from A's graveyard to the top of their library: a new object there. [400.7 · 401.1]");
    expect(steps(text, 'ja')).toContain('Reclaim：Grizzly Bears (x)はAの墓地からライブラリーの一番上に置かれ、新しいオブジェクトになる。');
    expect(steps(text, 'fr')).toContain("Reclaim : Grizzly Bears (x) passe du cimetière de A au-dessus de sa bibliothèque : c'est un nouvel objet.");
    expect(await reply(text)).toContain('Grizzly Bears (x): graveyard → hand (drawn)');
  });

  it('Gravepurge: any number of creature cards go on top, in an order their owner chooses (shown), and the last one is drawn; the land stays', () => {
    const text = 'mtg ; A library=3 ; A: x=Grizzly Bears zone=graveyard ; y=Craw Wurm zone=graveyard ; l=Forest zone=graveyard ; B: z=1/1 ; cast A Gravepurge ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('graveyard-to-top ?creature-card-in-your-graveyard:0-99 & draw 1 you');
    expect(r.obj('x').zone).toBe('library');
    expect(r.obj('y').zone).toBe('hand');
    expect(r.obj('l').zone).toBe('graveyard');
    const order = choice(r, 'engine-mtg-looking.choice.order-top')!;
    expect(order).toMatchObject({ chooser: 'A', rules: ['401.4'] });
    expect(tm('en', order.taken)).toBe('the order the targets were chosen in, the last one on top');
  });

  it("Piper's Melody shuffles the creature cards in, said once as an assumption; Put Away's shuffle is optional and takes up to one card", () => {
    const text = "mtg ; A library=3 ; A: x=Grizzly Bears zone=graveyard ; y=Craw Wurm zone=graveyard ; B: z=1/1 ; cast A Piper's Melody ; resolve";
    const r = resolved(text);
    expect(r.r.canonical).toContain("cast A Piper's Melody green sorcery: graveyard-shuffle-in ?creature-card-in-your-graveyard:0-99");
    expect([r.obj('x').zone, r.obj('y').zone]).toEqual(['library', 'library']);
    expect(r.cards('A')).toMatchObject({ library: 5, graveyard: 0 });
    expect(r.r.resolution.choices.filter((c) => c.what.key === 'engine-mtg-looking.choice.shuffled-in')).toHaveLength(1);
    expect(steps(text)).toContain("Piper's Melody: Craw Wurm (y) is shuffled from A's graveyard into their library; 5 in the library. [701.20a · 400.7]");
    const away = resolved('mtg ; A library=3 ; A: x=Grizzly Bears zone=graveyard ; B: z=1/1 ; cast B Lightning Bolt: A ; cast A Put Away ; resolve');
    expect(away.r.canonical).toContain('counter ?spell & may graveyard-shuffle-in ?card-in-your-graveyard:0-1');
    expect(away.obj('x').zone).toBe('library');
  });
});

describe.skipIf(!REFERENCE_CARDS)('amounts counted as the spell resolves (608.2h): cards in a hand, cards named as the spell in graveyards', () => {
  it('Sudden Impact (read by oracle9d\'s counted amounts) still resolves; Spiraling Embers counts its caster\'s hand', async () => {
    const text = 'mtg ; A hand=3 ; w=2/2 ; B hand=4 ; cast A Sudden Impact ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Sudden Impact red instant: damage target-hand-count ?player');
    expect(r.life('B')).toBe(16);
    expect(steps(text)).toContain('B has 4 cards in hand now, so X is 4: deal 4 damage to B. [608.2h]');
    expect(await reply(text)).toContain('B: 20 → 16 life');
    const embers = resolved('mtg ; A hand=3 ; w=2/2 ; B: x=Craw Wurm ; cast A Spiraling Embers: x ; resolve');
    expect(embers.r.canonical).toContain('damage hand-count ?any=x');
    expect(embers.obj('x').damage).toBe(3);
  });

  it('Kindle counts the Kindle cast before it, now in the graveyard; the graveyard cards the scenario does not describe are taken not to be Kindles (shown)', () => {
    const text = 'mtg ; A graveyard=2 ; w=2/2 ; B: x=Craw Wurm ; cast A Kindle: x ; resolve ; cast A Kindle: x ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Kindle red instant: damage named-count+2 ?any=x');
    expect(r.obj('x').zone).toBe('graveyard');
    const en = steps(text);
    expect(en).toContain('No card named Kindle is in the graveyards now, so X is 2 (2 plus 0): deal 2 damage to Craw Wurm (x). [608.2h]');
    expect(en).toContain('1 card named Kindle is in the graveyards now, so X is 3 (2 plus 1): deal 3 damage to Craw Wurm (x). [608.2h]');
    const assumed = choice(r, 'engine-mtg-counted.named.what')!;
    expect(tm('en', assumed.taken)).toBe('none is named Kindle');
    expect(steps(text, 'fr')).toContain('1 carte nommée Kindle est dans les cimetières à ce moment-là, X vaut donc 3 (2 plus 1)');
    // Accumulated Knowledge: draw one, then as many as there are Accumulated Knowledges in the graveyards
    const ak = resolved('mtg ; A library=6 ; w=2/2 ; cast A Accumulated Knowledge ; resolve ; cast A Accumulated Knowledge ; resolve');
    expect(ak.r.canonical).toContain('draw 1 you & draw named-count you');
    expect(ak.cards('A')).toMatchObject({ hand: 3, library: 3 });
  });

  it('refuses a base added to an amount that is not counted', () => {
    const bad = check('mtg ; A: w=2/2 ; B: x=2/2 ; cast A: damage that-much+2 x');
    expect(bad.ok).toBe(false);
    expect(check('mtg ; A: w=2/2 ; B: x=2/2 ; cast A: damage named-count+2 x').ok).toBe(true);
  });
});

describe.skipIf(!REFERENCE_CARDS)('the revealed cards in two piles (700.3), and one card kept of two (Sleight of Hand)', () => {
  it('Fact or Fiction: the opponent separates (shown), the caster takes the larger pile into hand, the other goes to the graveyard', async () => {
    const text = 'mtg ; A library=6 ; A: x=Grizzly Bears zone=library ; w=2/2 ; B: z=1/1 ; cast A Fact or Fiction ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Fact or Fiction blue instant: reveal-top 5 you & separate-piles each-opponent & pile-to-hand you');
    expect(r.obj('x').zone).toBe('hand');
    expect(r.cards('A')).toMatchObject({ hand: 3, library: 2, graveyard: 2 });
    const piles = choice(r, 'engine-mtg-looking.choice.piles')!;
    expect(piles).toMatchObject({ chooser: 'B', assumed: true, rules: ['700.3'] });
    expect(tm('en', piles.range)).toBe('any two piles, one of them possibly empty (700.3a)');
    expect(choice(r, 'engine-mtg-looking.choice.pile')!.chooser).toBe('A');
    expect(steps(text)).toContain(
      "Fact or Fiction: A puts the chosen pile into their hand (Grizzly Bears (x), and 2 cards the scenario doesn't describe) and the other into their graveyard (2 cards the scenario doesn't describe). [700.3 · 608.2c]",
    );
    expect(steps(text, 'ja')).toContain('Fact or Fiction：Bは公開されたカードを2つの束に分ける：Grizzly Bears (x)、およびシナリオに書かれていないカード2枚／シナリオに書かれていないカード2枚。');
    expect(steps(text, 'fr')).toContain('Fact or Fiction : B sépare les cartes révélées en deux piles');
    expect(await reply(text)).toContain('how B separates the 5 revealed cards into two piles');
  });

  it('Steam Augury: the caster separates, the opponent chooses the pile the caster gets, taken as the smaller', () => {
    const r = resolved('mtg ; A library=5 ; w=2/2 ; B: z=1/1 ; cast A Steam Augury ; resolve');
    expect(r.cards('A')).toMatchObject({ hand: 2, library: 0, graveyard: 3 });
    expect(choice(r, 'engine-mtg-looking.choice.piles')!.chooser).toBe('A');
    expect(choice(r, 'engine-mtg-looking.choice.pile')!.chooser).toBe('B');
  });

  it('Sleight of Hand: one of the top two into the hand, the other on the bottom', () => {
    const r = resolved('mtg ; A library=4 ; A: x=Grizzly Bears zone=library ; w=2/2 ; B: z=1/1 ; cast A Sleight of Hand ; resolve');
    expect(r.r.canonical).toContain('cast A Sleight of Hand blue sorcery: look-top 2 you & take-looked 1 you & rest-bottom you');
    expect(r.obj('x').zone).toBe('hand');
    expect(r.cards('A')).toMatchObject({ hand: 1, library: 4 });
  });
});
