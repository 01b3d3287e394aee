/**
 * Instants and sorceries cast by card name, sixth stretch (#31): what the reader reads of their text now, through the
 * real command path, with a card table imported from the reference pool at run time (../shared/reference). Each test
 * names a real card and checks what a user sees: the reply, or the final state the reply describes.
 */
import { describe, expect, it } from 'vitest';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { check, reply, resolved, steps } = useCardCheck('rulebot-spells6-');

describe.skipIf(!REFERENCE_CARDS)('kicker (702.33): `kicked` after the name pays it, and the kicked text applies', () => {
  it('Burst Lightning: 2 damage unkicked, 4 kicked ("instead"), each said in the reply', async () => {
    const plain = 'mtg ; A: w=2/2 ; B: x=3/3 ; cast A Burst Lightning: x ; resolve';
    expect(resolved(plain).obj('x').zone).toBe('battlefield');
    expect(await reply(plain)).toContain('Burst Lightning: cast without its kicker; write kicked after its name to pay it (702.33a).');
    const kicked = 'mtg ; A: w=2/2 ; B: x=3/3 ; cast A Burst Lightning kicked: x ; resolve';
    const k = resolved(kicked);
    expect(k.obj('x').zone).toBe('graveyard');
    expect(k.r.canonical).toContain('cast A Burst Lightning red instant: damage 4 ?any=x');
    const out = await reply(kicked);
    expect(out).toContain('Burst Lightning: cast kicked — its kicker cost paid as it is cast, so its kicked text applies (702.33d).');
    // kicker is used here: the note about abilities that work from elsewhere does not name it
    expect(out).not.toContain('kicker work only');
  });

  it('Blink of an Eye kicked returns its target and draws a card; Explosive Growth kicked gives +5/+5 instead of +2/+2', () => {
    const blink = resolved('mtg ; A library=3 ; w=2/2 ; B: x=3/3 ; cast A Blink of an Eye kicked: x ; resolve');
    expect(blink.obj('x').zone).toBe('hand');
    expect(blink.cards('A')).toMatchObject({ hand: 1, library: 2 });
    const growth = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Explosive Growth kicked: w ; resolve');
    expect(growth.obj('w')).toMatchObject({ power: 7, toughness: 7 });
    const small = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Explosive Growth: w ; resolve');
    expect(small.obj('w')).toMatchObject({ power: 4, toughness: 4 });
  });

  it('Canopy Surge kicked deals 4 to each creature with flying and each player instead of 1', () => {
    const { life, obj } = resolved('mtg ; A: w=3/3 ; B: x=2/2 ; cast A Canopy Surge kicked ; resolve');
    expect(obj('w').zone).toBe('battlefield');
    expect(obj('x').zone).toBe('battlefield');
    expect([life('A'), life('B')]).toEqual([16, 16]);
    const w = resolved('mtg ; A: w=4/4 flying ; B: x=2/2 flying ; cast A Canopy Surge kicked ; resolve');
    expect([w.obj('w').zone, w.obj('x').zone]).toEqual(['graveyard', 'graveyard']);
  });

  it('refuses `kicked` with a caret on a card without kicker, and on effects written out', () => {
    const shock = check('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Shock kicked: x');
    expect(!shock.ok && shock.errors[0]).toMatchObject({ key: 'card.oracle.not-kicker', col: 42, params: { card: 'Shock' } });
    const written = check('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Zap kicked: damage 2 x');
    expect(!written.ok && written.errors[0]).toMatchObject({ key: 'card.oracle.not-kicker' });
  });

  it('ja and fr say the spell was kicked', async () => {
    const text = 'mtg ; A: w=2/2 ; B: x=3/3 ; cast A Burst Lightning kicked: x ; resolve';
    expect(await reply(text, 'ja')).toContain('Burst Lightning：キッカー付きで唱えた。');
    expect(await reply(text, 'fr')).toContain('Burst Lightning : lancé avec kicker');
  });
});

describe.skipIf(!REFERENCE_CARDS)('X chosen as the spell is cast (107.3a, 601.2b): `X=N` after the name', () => {
  it('Blaze X=3 deals 3 damage to its target; Earthquake X=2 deals 2 to each creature without flying and each player', async () => {
    const blaze = 'mtg ; A: w=2/2 ; B: x=3/3 ; cast A Blaze X=3: x ; resolve';
    const b = resolved(blaze);
    expect(b.obj('x').zone).toBe('graveyard');
    expect(b.r.canonical).toContain('cast A Blaze red sorcery: damage 3 ?any=x');
    expect(await reply(blaze)).toContain('Blaze: X = 3, chosen as it is cast (107.3a, 601.2b).');
    const quake = resolved('mtg ; A: w=3/3 ; B: x=2/2 ; y=2/2 flying ; cast A Earthquake X=2 ; resolve');
    expect([quake.obj('w').zone, quake.obj('x').zone, quake.obj('y').zone]).toEqual(['battlefield', 'graveyard', 'battlefield']);
    expect([quake.life('A'), quake.life('B')]).toEqual([18, 18]);
  });

  it("Sphinx's Revelation X=3: its caster gains 3 life and draws 3 cards; Untamed Might X=2 gives +2/+2", () => {
    const rev = resolved("mtg ; A library=5 ; w=2/2 ; B: x=2/2 ; cast A Sphinx's Revelation X=3 ; resolve");
    expect(rev.life('A')).toBe(23);
    expect(rev.cards('A')).toMatchObject({ hand: 3, library: 2 });
    const might = resolved('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Untamed Might X=2: w ; resolve');
    expect(might.obj('w')).toMatchObject({ power: 4, toughness: 4 });
  });

  it('asks for X with a caret and an example when it is missing, and refuses X=N on a spell without X', async () => {
    const missing = check('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Blaze: x');
    expect(!missing.ok && missing.errors[0]).toMatchObject({ key: 'card.oracle.x-missing', col: 36, params: { card: 'Blaze', example: 'cast A Blaze X=3' } });
    const shock = check('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Shock X=3: x');
    expect(!shock.ok && shock.errors[0]).toMatchObject({ key: 'card.oracle.no-x', col: 42 });
    expect(await reply('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Blaze: x', 'ja')).toContain('Blaze：Xの値は唱える際に決める（107.3a、601.2b）。名前の後にX=Nと書く（例：cast A Blaze X=3）。');
    expect(await reply('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Blaze X=3: x', 'fr')).toContain('Blaze : X = 3, choisi au lancement (107.3a, 601.2b).');
  });

  it('"Put X +1/+1 counters on it" after creating a token names that token (`created`, ninth stretch): Fractal Summoning X=3 makes a 3/3', async () => {
    const fractal = check('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Fractal Summoning X=3');
    expect(fractal.ok && fractal.resolution.final.objects.find((o) => o.id === 'token1')).toMatchObject({ power: 3, toughness: 3 });
    expect(await reply('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Fractal Summoning X=3 ; resolve')).not.toContain('not modelled');
  });
});

describe.skipIf(!REFERENCE_CARDS)('predefined tokens (111.10): Treasure, Food, and the Clue "investigate" creates (701.36a)', () => {
  it('Crack Open destroys an artifact and its caster creates a Treasure: a colourless artifact token with its ability', async () => {
    const text = 'mtg ; A: w=2/2 ; B: a=Bauble artifact ; x=2/2 ; cast A Crack Open: a ; resolve';
    const { obj, r } = resolved(text);
    expect(obj('a').zone).toBe('graveyard');
    expect(r.canonical).toContain('cast A Crack Open green sorcery: destroy ?artifact-or-enchantment=a & treasure 1 you');
    const token = obj('token1');
    expect(token).toMatchObject({ zone: 'battlefield', controller: 'A' });
    expect(await reply(text)).toContain('Treasure (token1) was created (a token) and is on the battlefield');
    expect(steps(text)).toContain('Crack Open: A creates a Treasure token (Treasure (token1)), a colourless artifact with the ability the rules give it (111.10).');
  });

  it('Bake into a Pie makes a Food; Gone Missing investigates (a Clue); `investigate 2` makes two Clues', () => {
    const pie = resolved('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Bake into a Pie: x ; resolve');
    expect([pie.obj('x').zone, pie.obj('token1').zone]).toEqual(['graveyard', 'battlefield']);
    expect(pie.r.resolution.steps.find((s) => s.key === 'engine-mtg-predefined-tokens.step.created')?.rules).toEqual(['111.1', '111.10b']);
    const gone = resolved('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Gone Missing: x ; resolve');
    expect(gone.obj('x').zone).toBe('library');
    expect(gone.r.resolution.steps.find((s) => s.key === 'engine-mtg-predefined-tokens.step.created')?.rules).toEqual(['111.1', '111.10f', '701.36a']);
    const two = resolved('mtg ; A: w=2/2 ; B: x=2/2 ; cast A: investigate 2 you ; resolve');
    expect([two.obj('token1')?.zone, two.obj('token2')?.zone]).toEqual(['battlefield', 'battlefield']);
  });

  it('ja and fr name the token in their own words', () => {
    const text = 'mtg ; A: w=2/2 ; B: x=2/2 ; cast A Bake into a Pie: x ; resolve';
    expect(steps(text, 'ja')).toContain('Bake into a Pie：Aは食物・トークン（Food (token1)）を1つ生成する。');
    expect(steps(text, 'fr')).toContain('Bake into a Pie : A crée un jeton Nourriture (Food (token1))');
  });
});

describe.skipIf(!REFERENCE_CARDS)('attacking and blocking creatures as a spell resolves (611.2c)', () => {
  it('Morale gives +1/+1 to the attacking creatures only; Hold the Line +7/+7 to the blocking ones', async () => {
    const text = 'mtg ; A: w=2/2 ; v=1/1 ; B: x=3/3 ; attack w ; cast A Morale ; resolve';
    const morale = resolved(text);
    expect(morale.obj('w')).toMatchObject({ power: 3, toughness: 3 });
    expect(morale.obj('v')).toMatchObject({ power: 1, toughness: 1 });
    expect(morale.r.canonical).toContain('cast A Morale white instant: +1/+1 creatures attacking');
    expect(steps(text)).toContain('each attacking creature');
    const hold = resolved('mtg ; A: w=4/4 ; B: x=2/2 ; y=1/1 ; attack w ; block x>w ; cast B Hold the Line ; resolve');
    expect(hold.obj('x')).toMatchObject({ zone: 'battlefield', power: 9, toughness: 9 });
    expect(hold.obj('y')).toMatchObject({ power: 1, toughness: 1 });
    expect(hold.obj('w').zone).toBe('graveyard');
  });

  it('Marrow Shards deals 1 damage to each attacking creature; a creature that stops attacking first is not hit', () => {
    const shards = resolved('mtg ; A: w=1/1 ; v=3/3 ; B: x=1/1 ; attack w,v ; cast B Marrow Shards ; resolve');
    expect([shards.obj('w').zone, shards.obj('x').zone]).toEqual(['graveyard', 'battlefield']);
    expect(shards.obj('v')).toMatchObject({ zone: 'battlefield', damage: 1 });
  });

  it('a static ability can\'t name attacking creatures: refused with a caret, in ja and fr too', () => {
    const bad = check('mtg ; A: w=2/2 (static: +1/+1 creatures attacking) ; B: x=2/2');
    expect(!bad.ok && bad.errors[0]).toMatchObject({ key: 'engine-mtg.parse.combat-filter-static', col: 41, params: { word: 'attacking' } });
    const ja = check('mtg ; A: w=2/2 (static: +1/+1 creatures 攻撃している) ; B: x=2/2');
    expect(!ja.ok && ja.errors[0]).toMatchObject({ key: 'engine-mtg.parse.combat-filter-static' });
  });
});

describe.skipIf(!REFERENCE_CARDS)('searching a library (701.19): basic lands and tutors, on spells and creatures alike', () => {
  it('Rampant Growth puts a basic land onto the battlefield tapped from the cards the library does not name, shown as an assumption', async () => {
    const text = 'mtg ; A library=10 ; w=2/2 ; B: x=2/2 ; cast A Rampant Growth ; resolve';
    const { obj, cards, r } = resolved(text);
    expect(obj('land1')).toMatchObject({ zone: 'battlefield', controller: 'A', tapped: true });
    expect(cards('A')).toMatchObject({ library: 9, hand: 0 });
    expect(r.resolution.choices.map((c) => c.what.key)).toContain('engine-mtg-library-search.choice.basic-land');
    expect(steps(text)).toContain('Rampant Growth: A searches their library, puts a basic land card onto the battlefield tapped, then shuffles it.');
    expect(steps(text, 'ja')).toContain('Rampant Growth：Aは自分のライブラリーから基本土地・カードを1枚探し、タップ状態で戦場に出す。');
    expect(steps(text, 'fr')).toContain('Rampant Growth : A cherche dans sa bibliothèque, met une carte de terrain de base sur le champ de bataille engagée, puis la mélange.');
  });

  it('Demonic Tutor puts a card into its caster\'s hand; with an empty library the search finds nothing', () => {
    const tutor = resolved('mtg ; A library=5 ; w=2/2 ; B: x=2/2 ; cast A Demonic Tutor ; resolve');
    expect(tutor.cards('A')).toMatchObject({ hand: 1, library: 4 });
    const empty = resolved('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Explosive Vegetation ; resolve');
    expect(empty.r.resolution.steps.map((s) => s.key)).toContain('engine-mtg-library-search.step.found-none');
    expect(empty.r.resolution.final.objects.some((o) => o.id.startsWith('land'))).toBe(false);
  });

  it('Grow from the Ashes kicked finds two basic lands, untapped; Borderland Ranger\'s enters trigger may put one into the hand', () => {
    const grow = resolved('mtg ; A library=10 ; w=2/2 ; B: x=2/2 ; cast A Grow from the Ashes kicked ; resolve');
    expect([grow.obj('land1'), grow.obj('land2')]).toMatchObject([{ zone: 'battlefield' }, { zone: 'battlefield' }]);
    expect([grow.obj('land1').tapped ?? false, grow.obj('land2').tapped ?? false]).toEqual([false, false]);
    const ranger = resolved('mtg ; A library=10 ; w=2/2 ; B: x=2/2 ; cast A r=Borderland Ranger ; resolve ; resolve');
    expect(ranger.r.canonical).toContain('(enters: may search-land-hand 1 you)');
    expect(ranger.cards('A')).toMatchObject({ hand: 1, library: 9 });
  });
});

describe.skipIf(!REFERENCE_CARDS)('a spell\'s additional cost of discarding a card (601.2h)', () => {
  it('Thrill of Possibility: its caster discards a card as it is cast, then draws two; with an empty hand it can\'t be cast', async () => {
    const text = 'mtg ; A hand=2 library=5 ; w=2/2 ; B: x=2/2 ; cast A Thrill of Possibility ; resolve';
    const thrill = resolved(text);
    expect(thrill.r.canonical).toContain('cast A Thrill of Possibility red instant discard-card: draw 2 you');
    expect(thrill.cards('A')).toEqual({ hand: 3, library: 3, graveyard: 1 });
    expect(steps(text)).toContain('A discards a card to pay the additional cost of casting Thrill of Possibility.');
    const empty = 'mtg ; A library=5 ; w=2/2 ; B: x=2/2 ; cast A Thrill of Possibility ; resolve';
    expect(resolved(empty).r.resolution.violations[0]).toMatchObject({ key: 'engine-mtg.activation.violation.nothing-to-discard-spell', rules: ['601.2h', '118.3'] });
    expect(await reply(empty, 'fr')).toContain('Lancer Thrill of Possibility coûte aussi de se défausser d\'une carte, et A n\'a aucune carte en main (écrire hand=N) : il ne peut pas être lancé.');
  });
});

describe.skipIf(!REFERENCE_CARDS)('bolster (701.33a)', () => {
  it('Enduring Victory destroys the attacker and bolsters 1: the counter goes on its caster\'s creature with the least toughness, a tie shown as a choice', () => {
    const text = 'mtg ; A: w=2/2 ; v=3/1 ; u=1/1 ; B: x=2/2 ; attack x ; cast A Enduring Victory: x ; resolve';
    const { obj, r } = resolved(text);
    expect(obj('x').zone).toBe('graveyard');
    expect(obj('v')).toMatchObject({ power: 4, toughness: 2, counters: { '+1/+1': 1 } });
    expect(obj('w').counters).toEqual({});
    expect(r.resolution.choices.map((c) => c.what.key)).toContain('engine-mtg-bolster.choice.which');
    expect(steps(text)).toContain('Enduring Victory: A bolsters 1: v, with the least toughness (1) among the creatures they control, gets the counters.');
    expect(steps(text, 'ja')).toContain('Enduring Victory：Aは鼓舞1を行う。');
  });

  it('Abzan Skycaptain dying bolsters 2 for its controller', () => {
    const { obj } = resolved('mtg ; A: s=Abzan Skycaptain ; w=3/3 ; v=2/5 ; B: x=2/2 ; cast B: destroy s ; resolve ; resolve');
    expect(obj('s').zone).toBe('graveyard');
    expect(obj('w')).toMatchObject({ power: 5, toughness: 5 });
  });
});

describe.skipIf(!REFERENCE_CARDS)('an extra turn (500.7), and lands found by a search trigger landfall', () => {
  it('Time Walk: the reply says its caster takes an extra turn after this one, after the turn the scenario plays', () => {
    const text = 'mtg ; A: w=2/2 ; B: x=2/2 ; cast A Time Walk ; resolve';
    expect(resolved(text).r.canonical).toContain('cast A Time Walk blue sorcery: extra-turn you');
    expect(steps(text)).toContain('Time Walk: A will take an extra turn right after this one (500.7).');
    expect(steps(text, 'fr')).toContain('Time Walk : A jouera un tour supplémentaire juste après celui-ci (500.7).');
  });

  it('Rampant Growth\'s land entering triggers Steppe Lynx\'s landfall (+2/+2)', () => {
    const { obj } = resolved('mtg ; A library=5 ; s=Steppe Lynx ; B: x=2/2 ; cast A Rampant Growth ; resolve ; resolve');
    expect(obj('land1').zone).toBe('battlefield');
    expect(obj('s')).toMatchObject({ power: 2, toughness: 3 });
  });
});

describe.skipIf(!REFERENCE_CARDS)('"for each creature you control" (608.2h): counted as the spell resolves', () => {
  it('Collective Unconscious draws one card per creature its caster controls; Gruesome Fate drains each opponent the same way', () => {
    const draw = resolved('mtg ; A library=5 ; w=2/2 ; v=1/1 ; B: x=2/2 ; cast A Collective Unconscious ; resolve');
    expect(draw.r.canonical).toContain('cast A Collective Unconscious green sorcery: draw creature-count you');
    expect(draw.cards('A')).toMatchObject({ hand: 2, library: 3 });
    const fate = resolved('mtg ; A: w=2/2 ; v=1/1 ; u=1/1 ; B: x=2/2 ; cast A Gruesome Fate ; resolve');
    expect(fate.life('B')).toBe(17);
  });
});
