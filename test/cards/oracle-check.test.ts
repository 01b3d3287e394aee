/**
 * /check by card name alone, through the real command path, with a card table imported from the reference pool in
 * the test (../shared/reference, read at run time): the engine reads each card's Oracle text into its own abilities
 * (engine/mtg/oracle.ts), says what it read and what it could not, in three languages.
 */
import { describe, expect, it } from 'vitest';
import { renderSteps } from '../../commands/render/resolution.ts';
import type { Locale } from '../../commands/i18n.ts';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { check, reply, resolved } = useCardCheck('rulebot-oracle-');

describe.skipIf(!REFERENCE_CARDS)('/check by card name alone: the five cards', () => {
  it('Kitchen Finks: persist brings it back with a -1/-1 counter, and its enters trigger gains 2 life', async () => {
    const text = 'mtg ; A: f=Kitchen Finks ; B: x=Grizzly Bears ; cast B: destroy f';
    const out = await reply(text);
    expect(out).toContain('f=Kitchen Finks 3/2 white green persist (enters: gain-life 2 you)');
    expect(out).toContain('A: 20 → 22 life');
    const { life, obj } = resolved(text);
    expect(life('A')).toBe(22);
    expect(obj('f')).toMatchObject({ zone: 'battlefield', power: 2, toughness: 1, counters: { '-1/-1': 1 } });
    // a second death: it has a -1/-1 counter, so persist does not return it and nothing more is gained
    const twice = resolved('mtg ; A: f=Kitchen Finks ; B: x=2/2 ; cast B: destroy f ; resolve ; resolve ; resolve ; cast B: destroy f');
    expect(twice.obj('f').zone).toBe('graveyard');
    expect(twice.life('A')).toBe(22);
  });

  it('Blood Artist: each creature dying, itself included, drains the opponent for 1', async () => {
    const text = 'mtg ; A: a=Blood Artist ; w=Grizzly Bears ; B: x=Grizzly Bears ; attack w ; block x>w';
    const out = await reply(text);
    expect(out).toContain('B: 20 → 18 life');
    expect(out).toContain('A: 20 → 22 life');
    const self = resolved('mtg ; A: a=Blood Artist ; B: x=2/2 ; cast B: destroy a');
    expect([self.life('A'), self.life('B')]).toEqual([21, 19]);
  });

  it("Ajani's Pridemate: gets a +1/+1 counter each time its controller gains life (Kitchen Finks returning, lifelink)", async () => {
    const { obj } = resolved("mtg ; A: p=Ajani's Pridemate ; f=Kitchen Finks ; B: x=2/2 ; cast B: destroy f");
    expect(obj('p')).toMatchObject({ power: 3, toughness: 3, counters: { '+1/+1': 1 } });
    const out = await reply("mtg ; A: p=Ajani's Pridemate ; v=Vampire Nighthawk ; B: x=2/2 ; attack v");
    expect(out).toContain("Ajani's Pridemate (p) is 3/3");
    expect(out).toContain('A: 20 → 22 life');
  });

  it('Inkmoth Nexus: a land until its second ability makes it a 1/1 artifact creature with flying and infect; its first is a mana ability', async () => {
    const text = 'mtg ; A: n=Inkmoth Nexus ; B: x=Grizzly Bears ; activate n@2 ; attack n';
    const out = await reply(text);
    expect(out).toContain('n=Inkmoth Nexus land (activated tap: add-mana you) (activated: becomes 1/1 self & gain artifact self & gain flying self & gain infect self)');
    expect(out).not.toContain('not modelled');
    const { r } = resolved(text);
    expect(r.resolution.final.players.find((p) => p.id === 'B')!.counters).toEqual({ poison: 1 });
    const land = resolved('mtg ; A: n=Inkmoth Nexus ; B: x=2/2 ; attack n');
    expect(land.r.resolution.violations[0]!.key).toBe('engine-mtg.violation.not-creature-attacks');
    // tapped for mana first, then animated: a tapped creature can't be declared as an attacker (508.1a)
    const tapped = resolved('mtg ; A: n=Inkmoth Nexus ; B: x=2/2 ; activate n@1 ; activate n@2 ; attack n');
    expect(tapped.r.resolution.steps.some((s) => s.key === 'engine-mtg.activation.step.mana')).toBe(true);
    expect(tapped.r.resolution.final.players.find((p) => p.id === 'B')!.counters).toEqual({});
  });

  it('Shock: cast by name, at a target given after the colon, or at the target the caster would usually pick', async () => {
    const given = resolved('mtg ; A: w=Grizzly Bears ; B: x=2/2 ; cast B Shock: w');
    expect(given.r.canonical).toContain('cast B Shock red instant: damage 2 ?any=w');
    expect(given.obj('w').zone).toBe('graveyard');
    expect(resolved('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Shock: B').life('B')).toBe(18);
    const out = await reply('mtg ; A: w=Grizzly Bears ; B: x=2/2 ; cast B Shock');
    expect(out).toContain('A: 20 → 18 life');
    expect(out).toContain("B chooses the target of Shock: any target (a creature, player, planeswalker or battle) — legal: A, Grizzly Bears (w), B, x.");
    expect(out).toContain('Shock: effects read from its Oracle text (red instant damage 2 ?any).');
  });
});

describe.skipIf(!REFERENCE_CARDS)('what the card says and what the scenario says', () => {
  it('words written in the scenario override the card: power/toughness, and an ability with the same trigger word', () => {
    const { life, r } = resolved('mtg ; A: f=Kitchen Finks 4/4 (enters: gain-life 5 you) ; B: x=2/2 ; cast B: destroy f');
    expect(r.canonical).toContain('f=Kitchen Finks 4/4 white green persist (enters: gain-life 5 you)');
    expect(r.canonical).not.toContain('gain-life 2');
    expect(life('A')).toBe(25);
  });

  it('an activated ability read from the card is used by `activate`, with its {T} cost and targets', () => {
    const { obj, r } = resolved('mtg ; A: p=Prodigal Pyromancer ; B: x=Llanowar Elves ; activate p: x ; activate p');
    expect(obj('x').zone).toBe('graveyard');
    expect(obj('p')).toMatchObject({ tapped: true });
    expect(r.resolution.violations.map((v) => v.key)).toEqual(['engine-mtg.activation.violation.tapped']);
  });

  it('a spell\'s additional cost read from its card: Bone Splinters sacrifices one of the caster\'s creatures as it is cast (601.2h)', () => {
    const { obj, r } = resolved('mtg ; A: w=Grizzly Bears ; B: x=2/2 ; cast A Bone Splinters');
    expect(r.canonical).toContain('cast A Bone Splinters black sorcery sacrifice-creature: destroy ?creature');
    expect(obj('w').zone).toBe('graveyard');
    expect(obj('x').zone).toBe('graveyard');
  });

  it('cards drawn, milled and discarded by name: Thought Scour mills its target and draws; Careful Study draws two then discards two', () => {
    const { r } = resolved('mtg ; A hand=1 library=3 ; w=2/2 ; B library=1 ; x=2/2 ; cast A Thought Scour: B ; resolve ; cast A Careful Study ; resolve');
    const cards = (p: string) => r.resolution.final.players.find((x) => x.id === p)!.cards;
    expect(cards('A')).toEqual({ hand: 2, library: 0, graveyard: 2 });
    expect(cards('B')).toEqual({ hand: 0, library: 0, graveyard: 1 });
  });

  it('a modal spell by name: the first mode unless mode=N says another (601.2b), said in a note; a mode it does not have is refused with a caret', async () => {
    const first = resolved('mtg ; A: w=2/2 ; B: x=2/2 flying ; cast A Crushing Vines ; resolve');
    expect(first.obj('x').zone).toBe('graveyard');
    const out = await reply('mtg ; A: w=2/2 ; B: x=2/2 flying ; a=Bauble artifact ; cast A Crushing Vines mode=2 ; resolve');
    expect(out).toContain('Crushing Vines: a modal spell — mode 2 of 2 chosen as it is cast (destroy ?artifact); write mode=1 after its name for another (601.2b).');
    const second = resolved('mtg ; A: w=2/2 ; B: x=2/2 flying ; a=Bauble artifact ; cast A Crushing Vines mode=2 ; resolve');
    expect([second.obj('x').zone, second.obj('a').zone]).toEqual(['battlefield', 'graveyard']);
    const bad = check('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Crushing Vines mode=3');
    expect(!bad.ok && bad.errors[0]).toMatchObject({ key: 'card.oracle.no-such-mode', col: 51, params: { count: 2 } });
    const written = check('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Vines mode=2: destroy x');
    expect(!written.ok && written.errors[0]).toMatchObject({ key: 'card.oracle.no-such-mode', params: { count: 0 } });
  });

  it('a spell choosing several modes (700.2): mode=1+2; "Choose two" takes the first two unless written, and refuses one', () => {
    const both = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Artful Takedown mode=1+2 ; resolve');
    expect(both.r.canonical).toContain('tap ?creature & -2/-4 ?creature');
    const cryptic = resolved('mtg ; A: w=2/2 ; B library=2 ; x=3/3 ; cast A Cryptic Command mode=2+4 ; resolve');
    expect(cryptic.obj('x').zone).toBe('hand');
    const one = check('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Cryptic Command mode=2');
    expect(!one.ok && one.errors[0]).toMatchObject({ key: 'card.oracle.mode-count', params: { min: 2, max: 2 } });
    const twice = check('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Artful Takedown mode=1+1');
    expect(!twice.ok && twice.errors[0]).toMatchObject({ key: 'card.oracle.mode-count' });
  });

  it('Wheel of Fortune: each player discards their hand, then each of them draws seven; Sign in Blood: its target draws and loses life', () => {
    const wheel = resolved('mtg ; A hand=2 library=10 ; w=2/2 ; B hand=3 library=10 ; x=2/2 ; cast A Wheel of Fortune ; resolve').r;
    const cards = (r: typeof wheel, p: string) => r.resolution.final.players.find((x) => x.id === p)!.cards;
    expect([cards(wheel, 'A'), cards(wheel, 'B')]).toEqual([
      { hand: 7, library: 3, graveyard: 2 },
      { hand: 7, library: 3, graveyard: 3 },
    ]);
    const sign = resolved('mtg ; A library=10 ; w=2/2 ; B library=10 ; x=2/2 ; cast A Sign in Blood: B ; resolve');
    expect(sign.life('B')).toBe(18);
    expect(cards(sign.r, 'B')).toEqual({ hand: 2, library: 8, graveyard: 0 });
  });

  it('a spell targets only what its text allows: Murder at a player is refused (601.2c)', () => {
    const { r } = resolved('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Murder: B');
    expect(r.resolution.violations[0]).toMatchObject({ key: 'engine-mtg.targets.violation.wrong-kind', rules: ['601.2c', '115.1'] });
  });

  it('refuses with a caret: a creature card cast as a spell, more targets than the spell has, a spell it reads nothing of', () => {
    const bears = check('mtg ; A: w=2/2 ; cast A Grizzly Bears');
    expect(!bears.ok && bears.errors[0]).toMatchObject({ key: 'card.oracle.not-a-spell-card', col: 25, length: 13 });
    const two = check('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Shock: w,x');
    expect(!two.ok && two.errors[0]).toMatchObject({ key: 'card.oracle.too-many-targets', col: 45 });
    const fog = check('mtg ; A: w=2/2 ; cast A Shahrazad');
    expect(!fog.ok && fog.errors[0]).toMatchObject({ key: 'card.oracle.spell-unread', col: 25 });
  });
});

describe.skipIf(!REFERENCE_CARDS)('Fog: all combat damage this turn is prevented (615.1a)', () => {
  it('cast during combat, it prevents the attacker\'s and the blocker\'s damage: no one dies, lifelink gains nothing, trample deals nothing', () => {
    const { r, life, obj } = resolved('mtg ; A: w=3/3 trample lifelink ; B: x=2/2 ; attack w ; block x>w ; cast B Fog ; resolve');
    expect([life('A'), life('B')]).toEqual([20, 20]);
    expect([obj('w').damage, obj('x').damage]).toEqual([0, 0]);
    const prevented = r.resolution.steps.filter((s) => s.key === 'engine-mtg.step.prevented-combat');
    expect(prevented.length).toBeGreaterThanOrEqual(2);
    expect(prevented.every((s) => (s.rules ?? []).includes('615.1a'))).toBe(true);
  });
  it('damage that can\'t be prevented is still dealt (615.12); damage that is not combat damage is not prevented', async () => {
    const { life } = resolved('mtg ; A: w=3/3 unpreventable ; B: x=1/1 ; attack w ; cast B Fog ; resolve');
    expect(life('B')).toBe(17);
    const shock = resolved('mtg ; A: w=3/3 ; B: x=1/1 ; cast B Fog ; resolve ; cast A Shock: B ; resolve');
    expect(shock.life('B')).toBe(18);
    const fr = await reply('mtg ; A: w=3/3 ; B: x=1/1 ; cast B Fog ; resolve ; attack w', 'fr');
    expect(fr).toContain('Fog : effets lus dans son texte Oracle (green instant prevent-combat you).');
    expect(fr).toContain("Aucune blessure n'est infligée");
  });
});

describe.skipIf(!REFERENCE_CARDS)('skulk (702.118b) and "must be blocked if able" (509.1c) read from cards', () => {
  it('Furtive Homunculus (2/1, skulk) can be blocked by a 2/2 but not by a 3/3; Gaea\'s Protector must be blocked by a creature able to', () => {
    const bigger = resolved('mtg ; A: h=Furtive Homunculus ; B: x=3/3 ; attack h ; block x>h');
    expect(bigger.r.resolution.violations[0]?.rules).toEqual(expect.arrayContaining(['702.118b']));
    const same = resolved('mtg ; A: h=Furtive Homunculus ; B: x=2/2 ; attack h ; block x>h');
    expect(same.r.resolution.violations).toEqual([]);
    expect(same.obj('h').zone).toBe('graveyard');
    const lure = resolved('mtg ; A: g=Gaea\'s Protector ; B: x=2/2 ; attack g');
    expect(lure.r.resolution.violations[0]?.rules).toEqual(expect.arrayContaining(['509.1c']));
  });
});

describe.skipIf(!REFERENCE_CARDS)('upkeep triggers read from cards (503.1, 603.2b)', () => {
  it('Celestial Force gains 3 at each upkeep; Sengir Vampire gets a counter when a creature it damaged dies', () => {
    const force = resolved('mtg ; A: c=Celestial Force ; B: x=2/2 ; next');
    expect(force.life('A')).toBeGreaterThanOrEqual(23);
    const vamp = resolved('mtg ; A: v=Sengir Vampire ; B: x=2/2 reach ; attack v ; block x>v');
    expect(vamp.obj('x').zone).toBe('graveyard');
    expect(vamp.obj('v').counters['+1/+1']).toBe(1);
  });
});

describe.skipIf(!REFERENCE_CARDS)('a printed power below zero', () => {
  it('Char-Rumbler is a -1/3: it deals no combat damage (510.1a) and is not refused for its printed power', () => {
    const { life, obj } = resolved('mtg ; A: c=Char-Rumbler ; B: x=2/2 ; attack c');
    expect(obj('c')).toMatchObject({ power: -1, toughness: 3 });
    expect(life('B')).toBe(20);
  });
});

describe.skipIf(!REFERENCE_CARDS)('entering the battlefield (614.1c): "enters tapped", "enters with N +1/+1 counters"', () => {
  it('apply when the card enters during the scenario (Zombify returning it), not to a permanent the scenario starts with', () => {
    const back = resolved('mtg ; A: g=Diregraf Ghoul zone=graveyard ; s=Adaptive Shimmerer zone=graveyard ; B: x=2/2 ; cast A: reanimate g & reanimate s');
    expect(back.obj('g')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(back.obj('s')).toMatchObject({ zone: 'battlefield', counters: { '+1/+1': 3 }, power: 3, toughness: 3 });
    expect(back.obj('s').tapped ?? false).toBe(false);
    expect(back.r.resolution.steps.filter((s) => s.key === 'engine-mtg.step.enters-tapped' || s.key === 'engine-mtg.step.enters-with-counters').map((s) => s.rules)).toEqual([['614.1c'], ['614.1c', '122.6']]);
    const there = resolved('mtg ; A: g=Diregraf Ghoul ; s=Adaptive Shimmerer ; B: x=2/2 ; attack g');
    expect(there.obj('s')).toMatchObject({ power: 0, toughness: 0 });
    expect(there.obj('s').counters['+1/+1'] ?? 0).toBe(0);
    expect(there.obj('g').tapped).toBe(true);
    expect(there.life('B')).toBe(18);
  });

  it('a persist creature returning with a -1/-1 counter also enters with its +1/+1 counters; they annihilate (704.5q)', () => {
    const { r, obj } = resolved('mtg ; A: f=Finks 3/2 persist enters-with:1 ; B: x=2/2 ; cast B: destroy f');
    expect(obj('f')).toMatchObject({ zone: 'battlefield', power: 3, toughness: 2 });
    // both kinds were put on it, then removed in pairs: none is left
    expect(obj('f').counters['-1/-1'] ?? 0).toBe(0);
    expect(r.resolution.steps.map((s) => s.key)).toEqual(expect.arrayContaining(['engine-mtg.step.enters-with-counters']));
  });
});

describe.skipIf(!REFERENCE_CARDS)('keyword abilities that work only from another zone (113.6b), in three languages', () => {
  // Ancient Grudge: "Destroy target artifact." + flashback; Angel of the God-Pharaoh: flying + cycling; Ainok Tracker: first strike + morph
  const text = 'mtg ; A: g=Angel of the God-Pharaoh ; t=Ainok Tracker ; a=Bauble artifact ; B: x=4/4 reach ; cast A Ancient Grudge: a ; resolve ; attack g ; block x>g';
  it('are read and kept, do nothing on the battlefield, and the spell resolves as its other text says', () => {
    const { r, obj } = resolved(text);
    expect(obj('a').zone).toBe('graveyard');
    // a 4/4 flier blocked by a 4/4: both die, cycling changes nothing (a scenario's permanent can't cycle)
    expect([obj('g').zone, obj('x').zone]).toEqual(['graveyard', 'graveyard']);
    expect(r.canonical).toContain('g=Angel of the God-Pharaoh 4/4');
  });
  it('en', async () => {
    const out = await reply(text, 'en');
    expect(out).toContain('g = Angel of the God-Pharaoh: characteristics from the card database (4/4 white flying cycling).');
    expect(out).toContain('Angel of the God-Pharaoh: cycling work only from the hand, a graveyard, the stack or deck building (113.6b): nothing in this scenario uses them.');
    expect(out).toContain('Ainok Tracker: morph work only');
    expect(out).toContain('Ancient Grudge: flashback work only');
    expect(out).not.toContain('not modelled');
  });
  it('ja', async () => {
    expect(await reply(text, 'ja')).toContain('Ancient Grudge：flashbackは手札・墓地・スタック上、またはデッキ構築でのみ機能する能力なので（113.6b）、このシナリオでは使われない。');
  });
  it('fr', async () => {
    expect(await reply(text, 'fr')).toContain('Ancient Grudge : flashback ne fonctionnent que depuis la main, un cimetière, la pile ou lors de la construction du deck (113.6b) : rien dans ce scénario ne les utilise.');
  });
});

describe.skipIf(!REFERENCE_CARDS)('"not modelled" in the reply, in three languages', () => {
  const text = 'mtg ; A: w=Grizzly Bears ; n=Overgrown Battlement ; B: x=2/2 ; cast A Lava Dart: x';
  it('en', async () => {
    const out = await reply(text, 'en');
    expect(out).toContain('n = Overgrown Battlement: not modelled by the engine, so ignored here: {T}: Add {G} for each creature with defender you control..');
    expect(out).toContain('Lava Dart: not modelled by the engine, so ignored here: Flashback—Sacrifice a Mountain..');
  });
  it('ja', async () => {
    const out = await reply(text, 'ja');
    expect(out).toContain('n = Overgrown Battlement：エンジンが扱わないため、ここでは無視した能力：{T}: Add {G} for each creature with defender you control.。');
    expect(out).toContain('Lava Dart：エンジンが扱わないため、ここでは無視した部分：Flashback—Sacrifice a Mountain.。');
  });
  it('fr', async () => {
    const out = await reply(text, 'fr');
    expect(out).toContain('n = Overgrown Battlement : non modélisé par le moteur, donc ignoré ici : {T}: Add {G} for each creature with defender you control..');
    expect(out).toContain('Lava Dart : non modélisé par le moteur, donc ignoré ici : Flashback—Sacrifice a Mountain..');
  });
});

describe.skipIf(!REFERENCE_CARDS)('creatures read in the sixth stretch, by name alone', () => {
  it('Blood Ogre (bloodthirst 1): a +1/+1 counter only when an opponent was dealt damage this turn (702.54a)', async () => {
    const hurt = 'mtg ; A: ; B: x=2/2 ; cast A Shock: B ; resolve ; cast A o=Blood Ogre ; resolve';
    const out = await reply(hurt);
    expect(out).toContain('o=Blood Ogre 2/2 red first-strike bloodthirst:1');
    expect(out).toContain('Blood Ogre (o) is 3/3.');
    // the step-by-step trace (the reply's button) says why, in three languages
    const trace = (lang: Locale) => renderSteps(check(hurt), lang).join('\n');
    expect(trace('en')).toContain('Blood Ogre (o) enters the battlefield with a +1/+1 counter (3/3): bloodthirst, as B was dealt damage this turn. [702.54a · 614.1c · 122.6]');
    expect(trace('ja')).toContain('このターンBがダメージを受けているので、Blood Ogre (o)は狂喜により+1/+1カウンターが1個置かれた状態で戦場に出る（3/3）。');
    expect(trace('fr')).toContain('soif de sang, car B a subi des blessures ce tour-ci.');
    const calm = resolved('mtg ; A: ; B: x=2/2 ; cast A Shock: x ; resolve ; cast A o=Blood Ogre ; resolve');
    expect(calm.obj('o')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('Canopy Baloth (landfall): a Forest played from the hand makes the 4/3 a 6/5 until end of turn (603.6a, 305.1)', async () => {
    const text = 'mtg ; A: b=Canopy Baloth ; l=Forest zone=hand ; B: x=Grizzly Bears ; play l ; attack b ; block x>b';
    const out = await reply(text);
    expect(out).toContain('b = Canopy Baloth: characteristics from the card database (4/3 green (land-enters: +2/+2 self)).');
    expect(out).toContain('Canopy Baloth (b) survives with 2 damage (toughness 5)');
    const { obj } = resolved(text);
    expect(obj('l').zone).toBe('battlefield');
    expect(obj('x').zone).toBe('graveyard');
    expect(obj('b')).toMatchObject({ zone: 'battlefield', power: 6, toughness: 5 });
    const trace = (lang: Locale) => renderSteps(check(text), lang).join('\n');
    expect(trace('en')).toContain('A plays Forest (l): a special action, so it doesn\'t use the stack and nobody can respond; it enters the battlefield at once. [305.1 · 116.2a]');
    expect(trace('en')).toContain('The ability of Canopy Baloth (b) triggers (whenever a land enters under its controller\'s control).');
    expect(trace('ja')).toContain('AがForest (l)をプレイする。');
    expect(trace('fr')).toContain('A joue Forest (l) : c\'est une action spéciale');
  });

  it('Gossamer Phantasm: targeted by Shock, it is sacrificed first and Shock has no target left (115.1, 608.2b); Fabled Hero (heroic) gets its counter before Giant Growth resolves', async () => {
    const text = 'mtg ; A: g=Gossamer Phantasm ; B: x=2/2 ; cast B Shock: g';
    const out = await reply(text);
    expect(out).toContain('g = Gossamer Phantasm: characteristics from the card database (2/1 blue flying (becomes-target: sacrifice self)).');
    expect(out).toContain('Gossamer Phantasm (g) went to the graveyard (sacrificed).');
    const trace = (t: string, lang: Locale) => renderSteps(check(t), lang).join('\n');
    expect(trace(text, 'en')).toContain('The ability of Gossamer Phantasm (g) triggers (when it becomes the target of a spell or ability).');
    expect(trace(text, 'ja')).toContain('呪文や能力の対象になったとき');
    expect(trace(text, 'fr')).toContain("quand elle devient la cible d'un sort ou d'une capacité");
    const hero = 'mtg ; A: h=Fabled Hero ; B: x=2/2 ; cast A Giant Growth: h';
    expect(await reply(hero)).toContain('Fabled Hero (h) is 6/6.');
    expect(resolved(hero).obj('h')).toMatchObject({ power: 6, toughness: 6, counters: { '+1/+1': 1 } });
    expect(trace(hero, 'en')).toContain('The ability of Fabled Hero (h) triggers (whenever its controller casts a spell that targets it).');
  });

  it('Frost Lynx: its second sentence goes on with its enters ability — the creature it tapped does not untap in its controller\'s next untap step', async () => {
    const text = 'mtg ; A: z=1/1 ; B: x=Grizzly Bears ; cast A l=Frost Lynx ; resolve';
    const out = await reply(text);
    expect(out).toContain('l = Frost Lynx: characteristics from the card database (2/2 blue (enters: tap ?opponent-creature & skip-next-untap that)).');
    expect(out).not.toContain('not modelled');
    expect(resolved(text).obj('x')).toMatchObject({ tapped: true });
  });

  it('Angel of Invention (fabricate 2): cast by name, it enters with two +1/+1 counters, the choice of Servos shown', async () => {
    const text = 'mtg ; A: z=1/1 ; B: x=2/2 ; cast A a=Angel of Invention ; resolve';
    const out = await reply(text);
    expect(out).toContain('A chooses, as the fabricate ability of Angel of Invention (a) resolves, between 2 +1/+1 counters on it and 2 1/1 Servo tokens');
    expect(resolved(text).obj('a')).toMatchObject({ power: 4, toughness: 3, counters: { '+1/+1': 2 } });
    expect(resolved(text).obj('z')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('Topan Freeblade (renown 1) gets its counter when it hits the player; Treasonous Ogre (dethrone) as it attacks; Craw Giant (rampage 2) gets +2/+2 for the second blocker', async () => {
    const text = 'mtg ; A: t=Topan Freeblade ; B: x=2/2 ; attack t';
    const out = await reply(text);
    expect(out).toContain('Topan Freeblade (t) is 3/3.');
    expect(renderSteps(check(text), 'en').join('\n')).toContain('Topan Freeblade (t) becomes renowned: it stays renowned until it leaves the battlefield. [702.112a · 702.112b]');
    expect(renderSteps(check(text), 'ja').join('\n')).toContain('Topan Freeblade (t)は高名になる。');
    expect(renderSteps(check(text), 'fr').join('\n')).toContain('Topan Freeblade (t) devient renommée');
    // Treasonous Ogre (dethrone): B has as much life as anyone, so it gets its counter as it attacks
    expect(await reply('mtg ; A: o=Treasonous Ogre ; B: x=0/1 ; attack o')).toContain('Treasonous Ogre (o) is 3/4.');
    const giant = 'mtg ; A: g=Craw Giant ; B: x=2/2 ; y=2/2 ; attack g ; block x,y>g';
    expect(await reply(giant)).toContain('Craw Giant (g) is 8/6.');
    expect(renderSteps(check(giant), 'en').join('\n')).toContain('Craw Giant (g) is blocked by 2 creatures: rampage gives it +2/+2 until end of turn. [702.23a · 702.23b]');
  });

  it('Drifting Djinn: its upkeep cost is a choice left to its controller (mana is not counted), assumed paid; it stays and attacks', async () => {
    const text = 'mtg ; A: d=Drifting Djinn ; B: x=2/2 ; attack d';
    const out = await reply(text);
    expect(out).toContain('A chooses, as Drifting Djinn (d) resolves, whether to pay 2 mana to keep Drifting Djinn (d); if not, Drifting Djinn (d) is sacrificed (118.12)');
    expect(out).toContain('B: 20 → 15 life');
    expect(await reply(text, 'ja')).toContain('支払い、Drifting Djinn (d)は残る（シナリオはマナを数えない）');
    expect(await reply(text, 'fr')).toContain('paie, et Drifting Djinn (d) reste (le scénario ne compte pas le mana)');
  });
});
