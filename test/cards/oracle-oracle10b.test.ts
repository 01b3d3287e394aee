/**
 * Choices on instants and sorceries, tenth stretch (#31, oracle10b): modes chosen more than once (the Confluences,
 * 700.2d) or both with a commander (the "Will" cycle), escalate's cost for each mode beyond the first (702.120a), and
 * cleave (702.148a: cast for its cleave cost, the words in square brackets removed). Each test names a real card
 * (reference pool, read at run time) and checks what a user sees: the final state, the reply's notes, the trace in
 * en/ja/fr, and the errors a wrong choice gets.
 */
import { describe, expect, it } from 'vitest';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { check, reply, resolved, steps } = useCardCheck('rulebot-oracle10b-');

const errorKeys = (text: string) => {
  const r = check(text);
  return r.ok ? [] : r.errors.map((e) => e.key);
};

describe.skipIf(!REFERENCE_CARDS)('modes chosen more than once, or both with a commander (700.2, 700.2d)', () => {
  it('Fiery Confluence with the first mode twice and the third: 2 damage to each creature, the artifact destroyed', async () => {
    const text = 'mtg ; A: z=2/2 ; B: y=3/3 ; a=Ornithopter ; cast A Fiery Confluence mode=1+1+3: a ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Fiery Confluence red sorcery: damage 1 creatures & damage 1 creatures & destroy ?artifact=a');
    expect(r.obj('z').zone).toBe('graveyard');
    expect(r.obj('y')).toMatchObject({ zone: 'battlefield', damage: 2 });
    expect(r.obj('a').zone).toBe('graveyard');
    const out = await reply(text);
    expect(out).toContain('Fiery Confluence: a modal spell — mode 1+1+3 of 3 chosen as it is cast');
    expect(out).toContain('y survives with 2 damage (toughness 3)');
  });

  it('a Confluence takes exactly three modes: four, or two, is an error saying so in every language', async () => {
    expect(errorKeys('mtg ; B: y=3/3 ; cast A Fiery Confluence mode=1+2+2+3 ; resolve')).toEqual(['card.oracle.mode-count-repeat']);
    expect(errorKeys('mtg ; B: y=3/3 ; cast A Mystic Confluence mode=3+3 ; resolve')).toEqual(['card.oracle.mode-count-repeat']);
    expect(await reply('mtg ; B: y=3/3 ; cast A Fiery Confluence mode=1+2 ; resolve')).toContain('Fiery Confluence: choose exactly 3 modes, the same one more than once if you like (700.2d) — not 1+2.');
    expect(await reply('mtg ; B: y=3/3 ; cast A Fiery Confluence mode=1+2 ; resolve', 'fr')).toContain('Fiery Confluence : choisissez exactement 3 modes, le même plusieurs fois si vous le souhaitez (700.2d) — pas 1+2.');
    expect(await reply('mtg ; B: y=3/3 ; cast A Fiery Confluence mode=1+2 ; resolve', 'ja')).toContain('Fiery Confluence：モードをちょうど3個選ぶ。');
  });

  it('Mystic Confluence unwritten takes its first three modes, said in a note; Wretched Confluence draws three times', async () => {
    expect(await reply('mtg ; A: library=5 ; B: y=3/3 ; cast A Mystic Confluence: y ; resolve')).toContain('Mystic Confluence: a modal spell — mode 1+2+3 of 3 chosen as it is cast');
    const text = 'mtg ; A: library=5 ; B: y=3/3 ; cast A Wretched Confluence mode=1+1+1: A, A, A ; resolve';
    const r = resolved(text);
    expect(r.cards('A')).toMatchObject({ hand: 3 });
    expect(r.life('A')).toBe(17);
  });

  it("Drown in Dreams: mode 1 alone is read; its second line isn't, so choosing it is an error naming mode 2, not a renumbered mode", async () => {
    const one = resolved('mtg ; A: library=5 ; B: library=5 ; z=2/2 ; cast A Drown in Dreams mode=1 X=2: A ; resolve');
    expect(one.cards('A')).toMatchObject({ hand: 2 });
    const both = 'mtg ; A: library=5 ; B: library=5 ; z=2/2 ; cast A Drown in Dreams mode=1+2 X=2: A, B ; resolve';
    expect(errorKeys(both)).toEqual(['card.oracle.mode-unread']);
    expect(await reply(both)).toContain("Drown in Dreams: the engine doesn't read the text of its mode 2, so it can't be chosen by name here");
    expect(await reply(both, 'fr')).toContain('Drown in Dreams : le moteur ne lit pas le texte de son mode 2');
    // Collective Defiance's first line isn't read: mode 3 is still its third line (3 damage to an opponent or planeswalker)
    expect(resolved('mtg ; A: z=2/2 ; B: y=3/3 ; cast A Collective Defiance mode=3: B ; resolve').life('B')).toBe(17);
  });
});

describe.skipIf(!REFERENCE_CARDS)('escalate (702.120a): its cost once more for each mode beyond the first', () => {
  it("Borrowed Hostility with both modes: {3} more, said as the spell's total cost in en, ja and fr; one mode adds nothing", () => {
    const text = 'mtg ; A: z=2/2 ; B: y=3/3 ; cast A Borrowed Hostility mode=1+2: z, z ; resolve';
    const r = resolved(text);
    expect(r.obj('z')).toMatchObject({ power: 5, toughness: 2 });
    expect(steps(text)).toContain(
      "1. Borrowed Hostility's total cost for A is {3}{R}: its mana cost {R}, escalate: {3} more for each mode chosen beyond the first (1 mode beyond the first: {3} more). [601.2f · 702.120a]",
    );
    expect(steps(text, 'ja')).toContain('増強：最初の1つを超えて選んだモード1つにつき{3}多い（最初の1つを超えるモードが1つ：{3}多い）');
    expect(steps(text, 'fr')).toContain('surenchère : {3} de plus pour chaque mode choisi au-delà du premier (1 mode au-delà du premier : {3} de plus)');
    const one = 'mtg ; A: z=2/2 ; B: y=3/3 ; cast A Borrowed Hostility mode=2: z ; resolve';
    expect(steps(one)).toContain('escalate: {3} more for each mode chosen beyond the first (one mode, so nothing more)');
  });
});

describe.skipIf(!REFERENCE_CARDS)('cleave (702.148a): cast for its cleave cost, the words in square brackets removed', () => {
  it('Fierce Retribution as printed destroys only an attacking creature; cleaved, any creature', async () => {
    const printed = 'mtg ; A: z=2/2 ; B: y=3/3 ; cast A Fierce Retribution: y ; resolve';
    const p = resolved(printed);
    expect(p.r.canonical).toContain('destroy ?attacking-creature=y');
    expect(p.obj('y').zone).toBe('battlefield');
    expect(p.violations).toEqual(['engine-mtg.targets.violation.wrong-kind']);
    expect(await reply(printed)).toContain("y is not target attacking creature, so Fierce Retribution can't target it.");
    expect(await reply(printed)).toContain('write cleaved after its name to cast it for its cleave cost {5}{W} without them (702.148a)');
    const cleaved = 'mtg ; A: z=2/2 ; B: y=3/3 ; cast A Fierce Retribution cleaved: y ; resolve';
    const c = resolved(cleaved);
    expect(c.r.canonical).toContain('cast A Fierce Retribution white instant: destroy ?creature=y');
    expect(c.obj('y').zone).toBe('graveyard');
    expect(await reply(cleaved)).toContain('Fierce Retribution: cast for its cleave cost {5}{W} instead of its mana cost, so the words in square brackets are removed from its text (702.148a).');
    expect(await reply(cleaved, 'fr')).toContain('Fierce Retribution : lancé pour son coût de fendre {5}{W} au lieu de son coût de mana');
    expect(await reply(cleaved, 'ja')).toContain('Fierce Retribution：マナ・コストの代わりに切除コスト{5}{W}で唱えた');
  });

  it("Dig Up cleaved finds any card, not only a basic land; Alchemist's Retrieval as printed returns only its caster's nonland permanent", () => {
    expect(resolved('mtg ; A: library=5 ; B: y=3/3 ; cast A Dig Up ; resolve').r.canonical).toContain('search-land-hand 1 you');
    expect(resolved('mtg ; A: library=5 ; B: y=3/3 ; cast A Dig Up cleaved ; resolve').r.canonical).toContain('tutor you');
    const own = resolved("mtg ; A: z=2/2 ; B: y=3/3 ; cast A Alchemist's Retrieval: z ; resolve");
    expect(own.obj('z').zone).toBe('hand');
    const theirs = resolved("mtg ; A: z=2/2 ; B: y=3/3 ; cast A Alchemist's Retrieval cleaved: y ; resolve");
    expect(theirs.obj('y').zone).toBe('hand');
  });

  it('a card without cleave cast cleaved is an error, localized', async () => {
    expect(errorKeys('mtg ; B: y=3/3 ; cast A Shock cleaved: y ; resolve')).toEqual(['card.oracle.not-cleave']);
    expect(await reply('mtg ; B: y=3/3 ; cast A Shock cleaved: y ; resolve')).toContain("Shock has no cleave the engine reads, so it can't be cast cleaved here.");
  });
});

const choice = (r: ReturnType<typeof resolved>, key: string) => r.r.resolution.choices.find((c) => c.what.key === key);

describe.skipIf(!REFERENCE_CARDS)('clashing with an opponent (701.23)', () => {
  it('Lash Out: the written top cards decide it — Craw Wurm (6) beats Grizzly Bears (2), so 3 damage to the creature\'s controller too', async () => {
    const text = 'mtg ; A: library=5 ; t=Craw Wurm zone=library ; B: y=3/3 ; g=Grizzly Bears zone=library ; cast A Lash Out: y ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Lash Out red instant: damage 3 ?creature=y & clash you & if-done damage 3 its-controller');
    expect(r.life('B')).toBe(17);
    expect(r.obj('y').zone).toBe('graveyard');
    // decided by the written cards: no choice about the result, only where the revealed cards go
    expect(choice(r, 'engine-mtg-clash.choice.result')).toBeUndefined();
    expect(choice(r, 'engine-mtg-clash.choice.bottom')).toMatchObject({ chooser: 'A', assumed: true, rules: ['701.23a', '701.23c'] });
    expect(steps(text)).toContain(
      'Lash Out: A clashes with B — A reveals Craw Wurm (t) (mana value 6), B reveals Grizzly Bears (g) (mana value 2); A wins the clash. [701.23a · 701.23d]',
    );
    expect(steps(text)).toContain('Lash Out: the clash was won, so what follows “if you win” happens. [701.23d]');
    expect(steps(text, 'ja')).toContain('Lash Out：AがBと激突する——AはCraw Wurm (t)（マナ総量6）、BはGrizzly Bears (g)（マナ総量2）を公開し、Aが激突に勝つ。');
    expect(steps(text, 'fr')).toContain("Lash Out : A s'affronte avec B — A révèle Craw Wurm (t) (valeur de mana 6), B révèle Grizzly Bears (g) (valeur de mana 2) ; A gagne l'affrontement.");
    expect(await reply(text)).toContain('B: 20 → 17 life');
  });

  it('Lash Out with the cards swapped: B\'s Craw Wurm is higher, so A doesn\'t win and B keeps their life', () => {
    const r = resolved('mtg ; A: library=5 ; g=Grizzly Bears zone=library ; B: y=3/3 ; t=Craw Wurm zone=library ; cast A Lash Out: y ; resolve');
    expect(r.life('B')).toBe(20);
    expect(r.steps()).toContain('A doesn\'t win the clash.');
    expect(r.steps()).toContain("Lash Out: the clash was not won, so what follows “if you win” doesn't happen.");
  });

  it('Research the Deep with libraries the scenario does not describe: the result is a choice shown, taken as won, and the card goes back to the hand', async () => {
    const text = 'mtg ; A: library=5 ; B: library=5 ; cast A Research the Deep ; resolve';
    const r = resolved(text);
    const won = choice(r, 'engine-mtg-clash.choice.result')!;
    expect(won).toMatchObject({ chooser: 'A', assumed: true, rules: ['701.23d'] });
    expect(r.cards('A')).toMatchObject({ hand: 1, library: 4 });
    expect(r.r.resolution.final.spells).toEqual([expect.objectContaining({ label: 'Research the Deep', zone: 'hand' })]);
    expect(steps(text)).toContain("Research the Deep's card is put into A's hand as it resolves, instead of going to the graveyard. [608.2c · 608.2n]");
    const out = await reply(text);
    expect(out).toContain('whether A wins the clash with B — legal: won or not, by the mana values of the top cards');
    expect(await reply(text, 'ja')).toContain('AがBとの激突に勝つかどうか');
    expect(await reply(text, 'fr')).toContain("si A gagne l'affrontement contre B");
  });

  it('Pulling Teeth: a Forest (0) loses to Grizzly Bears (2), so "otherwise" — the target player discards one card, not two', () => {
    const text = 'mtg ; A: library=5 ; f=Forest zone=library ; B: library=3 hand=4 ; g=Grizzly Bears zone=library ; cast A Pulling Teeth: B ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('clash you & if-done discard 2 ?player=B & if-not-done discard 1 that');
    expect(r.cards('B')).toMatchObject({ hand: 3, graveyard: 1 });
    expect(r.steps()).toContain("Pulling Teeth: the clash was not won, so what follows “if you win” doesn't happen.");
    expect(r.steps()).toContain('B discards 1 card');
  });
});

describe.skipIf(!REFERENCE_CARDS)('rolling a die (706): a stated result, else every result open, taken as 1', () => {
  it('Contact Other Plane roll=15: the 10–19 row — scry 2, then draw two; the trace says the stated result in en, ja and fr', async () => {
    const text = 'mtg ; A: library=8 ; B: z=1/1 ; cast A Contact Other Plane roll=15 ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('roll-die 20=15 you & if-roll=1-9 draw 2 you & if-roll=10-19 scry 2 you & if-roll=10-19 draw 2 you & if-roll=20 scry 3 you');
    expect(r.cards('A')).toMatchObject({ hand: 2, library: 6 });
    expect(choice(r, 'engine-mtg-dice.choice')).toBeUndefined();
    expect(steps(text)).toContain('Contact Other Plane: A rolls a 20-sided die; the scenario says it comes up 15. [706.1 · 706.2]');
    expect(steps(text)).toContain('A scries 2 (Contact Other Plane)');
    expect(steps(text)).toContain('if the result is 10–19, A scries 2; if the result is 10–19, A draws 2 cards; if the result is 20, A scries 3');
    expect(steps(text, 'ja')).toContain('Contact Other Plane：Aは20面体のサイコロを振る。シナリオによれば出目は15。');
    expect(steps(text, 'fr')).toContain('Contact Other Plane : A lance un dé à 20 faces ; le scénario dit qu\'il donne 15.');
    // 20: the last row, three cards
    expect(resolved('mtg ; A: library=8 ; B: z=1/1 ; cast A Contact Other Plane roll=20 ; resolve').cards('A')).toMatchObject({ hand: 3 });
  });

  it('Contact Other Plane unstated: the roll is a choice shown with every result open, the trace following 1 (draw two)', async () => {
    const text = 'mtg ; A: library=8 ; B: z=1/1 ; cast A Contact Other Plane ; resolve';
    const r = resolved(text);
    expect(choice(r, 'engine-mtg-dice.choice')).toMatchObject({ chooser: 'A', assumed: true, rules: ['706.1a', '706.2'] });
    expect(r.cards('A')).toMatchObject({ hand: 2, library: 6 });
    const out = await reply(text);
    expect(out).toContain("the result of A's roll of a 20-sided die — legal: any result from 1 to 20, each as likely (706.1a); write roll=N after the spell's name, or roll-die 20=N, to state it.");
    expect(await reply(text, 'fr')).toContain('le résultat du dé à 20 faces lancé par A');
    expect(await reply(text, 'ja')).toContain('Aが振る20面体のサイコロの出目');
  });

  it('roll=N is checked: past the die, or on a card that rolls nothing, is an error', async () => {
    expect(errorKeys('mtg ; A: library=8 ; B: z=1/1 ; cast A Contact Other Plane roll=21 ; resolve')).toEqual(['engine-mtg-dice.parse.bad-result']);
    expect(await reply('mtg ; A: library=8 ; B: z=1/1 ; cast A Contact Other Plane roll=21 ; resolve')).toContain('“roll=21”: a die of 20 sides comes up 1 to 20.');
    expect(errorKeys('mtg ; B: y=3/3 ; cast A Shock roll=3: y ; resolve')).toEqual(['card.oracle.no-roll']);
  });

  it("Hoarding Ogre's attack trigger rolls: taken as 1, one Treasure; Nothic's death trigger reads its three rows", () => {
    const ogre = resolved('mtg ; A: o=Hoarding Ogre ; B: z=1/1 ; attack o');
    expect(ogre.r.canonical).toContain('(attacks: roll-die 20 you & if-roll=1-9 treasure 1 you & if-roll=10-19 treasure 2 you & if-roll=20 treasure 3 you)');
    expect(ogre.obj('token1')).toMatchObject({ zone: 'battlefield', controller: 'A' });
    expect(ogre.r.resolution.final.objects.filter((o) => o.id.startsWith('token'))).toHaveLength(1);
    const nothic = resolved('mtg ; A: library=10 ; n=Nothic ; B: z=1/1 ; cast B Murder: n ; resolve');
    expect(nothic.obj('n').zone).toBe('graveyard');
    expect(nothic.cards('A')).toMatchObject({ hand: 1, library: 9 });
    expect(nothic.life('A')).toBe(19);
  });

  it('Adorable Kitten gains life equal to the result: written out with a stated roll, 4 life', () => {
    const r = resolved('mtg ; A: z=1/1 ; B: y=1/1 ; cast A k=Adorable Kitten ; resolve');
    expect(r.r.canonical).toContain('(enters: roll-die 6 you & gain-life that-much you)');
    expect(r.life('A')).toBe(21);
    const stated = resolved('mtg ; A: z=1/1 ; B: y=1/1 ; cast A k=1/1 (enters: roll-die 6=4 you & gain-life that-much you) ; resolve');
    expect(stated.life('A')).toBe(24);
  });
});

describe.skipIf(!REFERENCE_CARDS)("a mode's name before its em dash is a flavor word (207.2d), read past", () => {
  it('You Come to a River mode=1 ("Fight the Current — Return target nonland permanent …") bounces the target', async () => {
    const text = 'mtg ; A: z=2/2 ; B: y=3/3 ; cast A You Come to a River mode=1: y ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('bounce ?nonland-permanent=y');
    expect(r.obj('y').zone).toBe('hand');
    expect(await reply(text)).not.toContain('not modelled');
  });

  it("Plundering Barbarian's enters trigger: its two named modes are read, the mode a choice shown", () => {
    const r = resolved('mtg ; B: y=3/3 ; A: a=Ornithopter ; cast B p=Plundering Barbarian ; resolve');
    expect(r.r.canonical).toContain('(enters: destroy ?artifact | treasure 1 you)');
    expect(r.obj('a').zone).toBe('graveyard');
  });
});
