/**
 * Prevention read from Oracle text, tenth stretch (#31, oracle10a): "prevent all (combat) damage that would be dealt to
 * … / by … this turn" (615.1), "to and dealt by", the life gained for the damage prevented (615.5), "Damage can't be
 * prevented this turn" (615.12), and a creature's own "Prevent all (combat) damage that would be dealt to it" and
 * "Damage that would be dealt by it can't be prevented" (engine/mtg/prevention.ts); searches for a permanent card of a
 * kind, with a greatest mana value, put onto the battlefield, and for cards named like the source (701.19a;
 * engine/mtg/looking.ts searchMany). Each test names real cards
 * (reference pool, read at run time) and checks what a user sees: the final state, the trace in en/ja/fr, the reply.
 */
import { describe, expect, it } from 'vitest';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { reply, resolved, steps } = useCardCheck('rulebot-oracle10a-');

describe.skipIf(!REFERENCE_CARDS)('prevention effects for the turn, read from the card (615.1)', () => {
  it('Energy Arc: the blocked attacker is untapped, and neither deals nor is dealt combat damage', async () => {
    const text = 'mtg ; A: a=3/3 ; B: b=2/2 ; attack a ; block b>a ; cast A Energy Arc: a ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('untap ?creature:0-99=a & prevent-all-combat that & prevent-combat-by that');
    expect(r.obj('a').damage ?? 0).toBe(0);
    expect(r.obj('b').zone).toBe('battlefield');
    expect(r.obj('b').damage ?? 0).toBe(0);
    expect(steps(text)).toContain('Energy Arc: all combat damage that would be dealt to a this turn is prevented. [615.1 · 615.3]');
    expect(steps(text)).toContain('Energy Arc prevents the 3 damage a would deal to b. [615.1 · 615.2 · 615.6]');
    expect(steps(text)).toContain('Energy Arc prevents the 2 damage b would deal to a. [615.1 · 615.6]');
    expect(steps(text, 'ja')).toContain('Energy Arcにより、aがbに与える3点のダメージは軽減される。');
    expect(steps(text, 'fr')).toContain('Energy Arc prévient les 3 blessures que a infligerait à b.');
    expect(await reply(text)).not.toContain('b dies');
  });

  it('Blinding Fog: every creature on the battlefield as it resolves is shielded, and its second sentence still applies', () => {
    const text = 'mtg ; A: a=3/3 ; B: b=2/2 ; attack a ; block b>a ; cast B Blinding Fog ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('prevent-all creatures & gain hexproof creatures yours');
    expect(r.obj('b').zone).toBe('battlefield');
    expect(r.obj('a').damage ?? 0).toBe(0);
    expect(steps(text)).toContain('Blinding Fog: all damage that would be dealt to b this turn is prevented.');
    expect(steps(text, 'fr')).toContain('Blinding Fog : toutes les blessures qui seraient infligées à b ce tour-ci sont prévenues.');
  });

  it('Chant of Vitu-Ghazi: damage creatures would deal is prevented, and its caster gains that much life (615.5)', () => {
    const text = 'mtg ; A: a=3/3 ; B: b=1/1 ; attack a ; cast B Chant of Vitu-Ghazi ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('prevent-by creatures & gain-prevented you');
    expect(r.life('B')).toBe(23);
    expect(steps(text)).toContain('Chant of Vitu-Ghazi: B will gain life equal to the damage these effects prevent. [615.5]');
    expect(steps(text)).toContain('Chant of Vitu-Ghazi: B gains 3 life (20 → 23). [615.5 · 119.3]');
    expect(steps(text, 'ja')).toContain('Chant of Vitu-Ghazi：これらの効果が軽減したダメージに等しい点数のライフをBが得る。');
  });

  it('Safe Passage shields its caster and their creatures; Tanglesap spares only the creature with trample', () => {
    const safe = resolved('mtg ; A: a=5/5 ; B: b=2/2 ; attack a ; cast B Safe Passage ; resolve');
    expect(safe.r.canonical).toContain('prevent-all you & prevent-all creatures yours');
    expect(safe.life('B')).toBe(20);
    const text = 'mtg ; A: t=4/4 trample ; c=3/3 ; B: x=1/1 ; attack t,c ; cast B Tanglesap ; resolve';
    const sap = resolved(text);
    expect(sap.r.canonical).toContain('prevent-combat-by creatures non-trample');
    expect(sap.life('B')).toBe(16);
    expect(steps(text)).toContain('Tanglesap prevents the 3 damage c would deal to B.');
  });

  it('Remedy: five damage of prevention divided among its targets as it is cast, each a shield of its share (601.2d, 615.7)', () => {
    const text = 'mtg ; A: a=3/3 ; B: b=2/2 ; c=2/2 ; cast B Remedy: b,c ; resolve ; cast A Lightning Bolt: b ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('prevent-divided 5 ?any:1-5=b+c');
    expect(r.obj('b').zone).toBe('battlefield');
    expect(r.obj('b').damage ?? 0).toBe(0);
    const division = r.r.resolution.choices.find((ch) => ch.what.key === 'engine-mtg-spells.divided.choice');
    expect(division).toMatchObject({ chooser: 'B', rules: expect.arrayContaining(['601.2d']) });
    expect(steps(text)).toContain('Remedy: the next 3 damage that would be dealt to b this turn is prevented.');
  });

  it("Flaring Pain: damage can't be prevented this turn, so protection from red doesn't save the blocker (615.12)", async () => {
    const text = 'mtg ; A: a=3/3 red ; B: b=2/2 pro:red ; cast A Flaring Pain ; resolve ; attack a ; block b>a';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cant-prevent you');
    expect(r.obj('b').zone).toBe('graveyard');
    expect(steps(text)).toContain('Flaring Pain: for the rest of this turn, no damage can be prevented. [615.12]');
    expect(steps(text, 'ja')).toContain('Flaring Pain：このターンの残りの間、ダメージは軽減できない。');
    expect(steps(text, 'fr')).toContain("Flaring Pain : jusqu'à la fin du tour, aucune blessure ne peut être prévenue.");
    expect(await reply(text)).toContain('b dies');
  });
});

describe.skipIf(!REFERENCE_CARDS)("a creature's own prevention (615.1) and damage it deals that can't be prevented (615.12)", () => {
  it('Dawn Elemental is dealt no damage at all; Guard Gomazoa is dealt no combat damage, but a Shock still hurts it', () => {
    const dawn = 'mtg ; A: d=Dawn Elemental ; B: z=1/1 ; cast B Shock: d ; resolve';
    expect(resolved(dawn).obj('d').damage ?? 0).toBe(0);
    expect(steps(dawn)).toContain("Dawn Elemental (d)'s own ability prevents the 2 damage Shock would deal to it. [615.1]");
    expect(steps(dawn, 'fr')).toContain('La capacité de Dawn Elemental (d) prévient les 2 blessures que Shock lui infligerait.');
    const text = 'mtg ; A: a=4/4 ; B: g=Guard Gomazoa ; attack a ; block g>a';
    expect(resolved(text).obj('g').damage ?? 0).toBe(0);
    expect(steps(text)).toContain("Guard Gomazoa (g)'s own ability prevents the 4 combat damage a would deal to it.");
    expect(steps(text, 'ja')).toContain('Guard Gomazoa (g)自身の能力により、aがそれに与える4点の戦闘ダメージは軽減される。');
    const shock = resolved('mtg ; A: z=1/1 ; B: g=Guard Gomazoa ; cast A Shock: g ; resolve');
    expect(shock.obj('g').damage).toBe(2);
  });

  it("Excruciator's damage can't be prevented: Dawn Elemental blocking it dies", () => {
    const text = 'mtg ; A: e=Excruciator ; B: d=Dawn Elemental ; attack e ; block d>e';
    const r = resolved(text);
    expect(r.obj('d').zone).toBe('graveyard');
    expect(steps(text)).toContain("A prevention effect applies to the 7 damage Excruciator (e) deals to Dawn Elemental (d), but that damage can't be prevented: it is dealt. [615.12]");
  });
});

describe.skipIf(!REFERENCE_CARDS)('a search for a permanent card onto the battlefield, and for cards named like the source (701.19a)', () => {
  it('Amrou Scout finds the Rebel with mana value 3 or less written in the library, not the Bear above it', async () => {
    const text = 'mtg ; A library=3 ; A: s=Amrou Scout ; g=Grizzly Bears zone=library ; r=Lin Sivvi, Defiant Hero zone=library ; B: z=1/1 ; activate s ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('(activated tap: tutor-battlefield Rebel+permanent+mv<=3 you)');
    expect(r.obj('r').zone).toBe('battlefield');
    expect(r.obj('g').zone).toBe('library');
    expect(steps(text)).toContain('Amrou Scout (s): A searches their library for a Rebel permanent card with mana value 3 or less and finds Lin Sivvi, Defiant Hero (r); it goes onto the battlefield, then A shuffles. [701.19a · 701.20a]');
    expect(steps(text, 'ja')).toContain('マナ総量が3以下のRebel・パーマネント・カード1枚');
    expect(steps(text, 'fr')).toContain('une carte de permanent Rebel de valeur de mana 3 ou moins');
    expect(await reply(text)).toContain('Lin Sivvi, Defiant Hero (r) entered the battlefield from the library');
  });

  it("Cateran Brute: a Mercenary with a greater mana value isn't found; the cards the scenario doesn't describe are said, not guessed", async () => {
    const text = 'mtg ; A library=2 ; A: c=Cateran Brute ; k=Cateran Overlord zone=library ; B: z=1/1 ; activate c ; resolve';
    const r = resolved(text);
    expect(r.obj('k').zone).toBe('library');
    expect(steps(text)).toContain('Cateran Brute (c): A searches their library for a Mercenary permanent card with mana value 2 or less and finds none among the cards the scenario writes there, then shuffles it.');
    expect(await reply(text)).toContain("A may also find a Mercenary permanent card with mana value 2 or less among the 2 cards of their library the scenario doesn't describe");
  });

  it('Squadron Hawk finds the two Hawks written in the library, and a third taken among the others', () => {
    const text = 'mtg ; A library=4 ; A: h2=Squadron Hawk zone=library ; h3=Squadron Hawk zone=library ; B: z=1/1 ; cast A h=Squadron Hawk ; resolve ; resolve';
    const r = resolved(text);
    expect(r.obj('h2').zone).toBe('hand');
    expect(r.obj('h3').zone).toBe('hand');
    expect(r.cards('A')).toMatchObject({ library: 3 });
    expect(steps(text)).toContain('A searches their library for up to 3 cards, each a card with the same name as its source, reveals them, puts them into their hand, then shuffles.');
    expect(steps(text)).toContain("Squadron Hawk (h): A searches their library for up to 3 cards, each a card named Squadron Hawk, and finds Squadron Hawk (h2), Squadron Hawk (h3), and one card the scenario doesn't describe; they go into their hand, then A shuffles.");
    expect(steps(text, 'fr')).toContain('une carte du même nom que sa source');
  });
});

describe.skipIf(!REFERENCE_CARDS)('the top cards looked at, then put back in any order (401.4)', () => {
  it('Sage Owl: the library keeps its cards, the written ones still on top, and their order is the owner\'s choice', () => {
    const text = 'mtg ; A library=5 ; A: g=Grizzly Bears zone=library ; f=Forest zone=library ; B: z=1/1 ; cast A o=Sage Owl ; resolve ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('(enters: look-top 4 you & rest-top you)');
    expect(r.obj('g').zone).toBe('library');
    expect(r.cards('A')).toMatchObject({ library: 7 });
    expect(steps(text)).toContain("Sage Owl (o): A puts the 4 cards back on top of their library in an order they choose: Grizzly Bears (g), Forest (f), and 2 cards the scenario doesn't describe. [401.4]");
    expect(steps(text, 'ja')).toContain('Sage Owl (o)：Aは4枚を好きな順番でライブラリーの一番上に戻す');
    expect(steps(text, 'fr')).toContain('Sage Owl (o) : A remet les 4 cartes sur le dessus de sa bibliothèque');
    const order = r.r.resolution.choices.find((c) => c.what.key === 'engine-mtg-looking.choice.order-back');
    expect(order).toMatchObject({ chooser: 'A', rules: ['401.4'] });
  });

  it("Architects of Will looks at the target player's library", () => {
    const r = resolved('mtg ; B library=3 ; A: z=1/1 ; B: y=1/1 ; cast A a=Architects of Will ; resolve ; resolve');
    expect(r.r.canonical).toContain('(enters: look-top 3 ?player & rest-top that)');
    expect(r.cards('B')).toMatchObject({ library: 3 });
  });
});

describe.skipIf(!REFERENCE_CARDS)("another player's library searched, then that player shuffles (701.19a, 701.20a)", () => {
  it('Bribery puts the creature found in the opponent\'s library onto the battlefield under its caster\'s control', async () => {
    const text = 'mtg ; A: z=1/1 ; B library=3 ; B: x=Grizzly Bears zone=library ; cast A Bribery: B ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('search-their-battlefield creature ?opponent=B & shuffle-library that');
    expect(r.obj('x').zone).toBe('battlefield');
    expect(r.obj('x').controller).toBe('A');
    expect(steps(text)).toContain("Bribery: A searches B's library for a creature card and finds Grizzly Bears (x); it goes onto the battlefield. [701.19a]");
    expect(steps(text)).toContain('Bribery: B shuffles their library. [701.20a]');
    expect(steps(text, 'ja')).toContain('Bribery：Bは自分のライブラリーを切り直す。');
    expect(steps(text, 'fr')).toContain("Bribery : A cherche dans la bibliothèque de B une carte de créature et trouve Grizzly Bears (x)");
    expect(await reply(text)).toContain('Grizzly Bears (x) entered the battlefield from the library');
  });

  it('Extract exiles a card of the target player\'s library, the searcher\'s choice', () => {
    const text = 'mtg ; A: z=1/1 ; B library=2 ; B: x=Grizzly Bears zone=library ; cast A Extract: B ; resolve';
    const r = resolved(text);
    expect(r.obj('x').zone).toBe('exile');
    const found = r.r.resolution.choices.find((ch) => ch.what.key === 'engine-mtg-looking.choice.search-many');
    expect(found?.chooser).toBe('A');
  });
});
