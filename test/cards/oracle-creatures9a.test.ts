/**
 * Creatures' printed abilities read from real cards' Oracle text (ninth stretch, oracle9a): `/check` by card name
 * alone, the engine doing what the card says, the trace citing the rule. Cards are read from the reference pool at
 * run time (../shared/reference), never copied.
 */
import { describe, expect, it } from 'vitest';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { check, reply, resolved } = useCardCheck('rulebot-creatures9a-');

describe.skipIf(!REFERENCE_CARDS)('kicked permanent spells (702.33d), from real cards by name', () => {
  it('Academy Drake cast kicked enters with two +1/+1 counters; cast without, it is a 2/2 and the reply says how to kick it', async () => {
    const kicked = resolved('mtg ; A: w=2/2 ; cast A d=Academy Drake kicked');
    expect(kicked.obj('d')).toMatchObject({ zone: 'battlefield', power: 4, toughness: 4 });
    expect(kicked.steps('en')).toContain('Academy Drake (d) enters the battlefield with 2 +1/+1 counters (4/4): its spell was kicked. [702.33d · 614.1c · 122.6]');
    expect(kicked.steps('ja')).toContain('呪文がキッカーされていたので、Academy Drake (d)は+1/+1カウンターが2個置かれた状態で戦場に出る（4/4）。');
    expect(kicked.steps('fr')).toContain('Academy Drake (d) arrive sur le champ de bataille avec 2 marqueurs +1/+1 (4/4) : son sort a été kické.');
    const plain = resolved('mtg ; A: w=2/2 ; cast A d=Academy Drake');
    expect(plain.obj('d')).toMatchObject({ power: 2, toughness: 2 });
    const out = await reply('mtg ; A: w=2/2 ; cast A d=Academy Drake');
    expect(out).toContain('kicked-enters-with:2');
    expect(out).toContain('Academy Drake: its spell is taken as cast without its kicker');
    expect(out).toContain('d=Academy Drake kicked');
    expect(await reply('mtg ; A: w=2/2 ; cast A d=Academy Drake', 'fr')).toContain('considéré comme lancé sans kicker');
  });

  it('Apex Hawks kicked three times (multikicker, 702.33c) enters with three counters: a 5/5', () => {
    const r = resolved('mtg ; A: w=2/2 ; cast A h=Apex Hawks kicked:3');
    expect(r.r.canonical).toContain('h=Apex Hawks 2/2 white flying kicked:3 multikicker enters-with-per-kick');
    expect(r.obj('h')).toMatchObject({ power: 5, toughness: 5 });
    expect(r.steps('en')).toContain('its spell was kicked 3 times. [702.33c · 702.33d · 614.1c · 122.6]');
    expect(r.steps('fr')).toContain('son sort a été kické 3 fois.');
    expect(r.steps('ja')).toContain('キッカーされていた（3回）');
  });

  it('Benalish Emissary: "When it enters, if it was kicked, destroy target land" triggers only when kicked [603.4]', () => {
    const kicked = resolved('mtg ; A: w=2/2 ; B: f=Forest land ; cast A e=Benalish Emissary kicked');
    expect(kicked.obj('f').zone).toBe('graveyard');
    expect(kicked.steps('en')).toContain('(when it enters, if it was kicked). [603.6a · 603.4 · 702.33d]');
    expect(kicked.steps('ja')).toContain('キッカーされていて戦場に出たとき');
    expect(kicked.steps('fr')).toContain('quand elle arrive, si elle a été kickée');
    const plain = resolved('mtg ; A: w=2/2 ; B: f=Forest land ; cast A e=Benalish Emissary');
    expect(plain.obj('f').zone).toBe('battlefield');
    expect(plain.steps('en')).not.toContain('triggers');
  });

  it('a card without kicker can\'t be written kicked: the error names the card', () => {
    const r = check('mtg ; A: w=2/2 ; cast A d=Grizzly Bears kicked');
    expect(r.ok ? [] : r.errors.map((e) => [e.key, e.col])).toEqual([['card.oracle.not-kicker', 41]]);
  });
});

describe.skipIf(!REFERENCE_CARDS)('monstrosity (701.31), from real cards by name', () => {
  it('Kalemne\'s Captain: monstrosity 3 makes it an 8/8, monstrous, and its "becomes monstrous" trigger exiles artifacts; a second activation does nothing', () => {
    const r = resolved("mtg ; A: k=Kalemne's Captain ; s=Sol Ring artifact ; activate k ; resolve ; activate k");
    expect(r.obj('k')).toMatchObject({ power: 8, toughness: 8 });
    expect(r.obj('s').zone).toBe('exile');
    const en = r.steps('en');
    expect(en).toContain("Kalemne's Captain (k) becomes monstrous: it stays monstrous until it leaves the battlefield. [701.31a · 701.31b]");
    expect(en).toContain("The ability of Kalemne's Captain (k) triggers (when it becomes monstrous). [603.2 · 701.31a]");
    expect(en).toContain("Kalemne's Captain (k) is already monstrous, so this monstrosity does nothing");
    expect(r.steps('ja')).toContain('怪物的になる。戦場を離れるまで怪物的であり続ける。');
    expect(r.steps('fr')).toContain('est déjà monstrueuse, cette monstruosité ne fait donc rien');
  });

  it('Fleecemane Lion has hexproof and indestructible only once monstrous [701.31b · 611.3b]', async () => {
    const out = await reply('mtg ; A: f=Fleecemane Lion ; B: x=1/1 ; cast B: destroy all');
    expect(out).toContain('(static monstrous: gain hexproof self & gain indestructible self)');
    expect(out).not.toContain('not modelled');
    expect(resolved('mtg ; A: f=Fleecemane Lion ; B: x=1/1 ; cast B: destroy all').obj('f').zone).toBe('graveyard');
    const big = resolved('mtg ; A: f=Fleecemane Lion ; B: x=1/1 ; activate f ; resolve ; cast B: destroy all');
    expect(big.obj('f')).toMatchObject({ zone: 'battlefield', power: 4, toughness: 4 });
    expect(big.steps('en')).toContain('it is indestructible. [702.12b');
    const aimed = resolved('mtg ; A: f=Fleecemane Lion ; B: x=1/1 ; activate f ; resolve ; cast B: destroy f');
    expect(aimed.violations).toEqual(['engine-mtg.casting.violation.illegal-target']);
  });

  it('is written in the notation too: `(static monstrous: …)`, and `monstrosity N` on any permanent', () => {
    const r = check('mtg ; A: w=2/2 (activated: monstrosity 2 self) (static monstrous: gain flying self) ; activate w');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.canonical).toContain('w=2/2 (activated: monstrosity 2 self) (static monstrous: gain flying self)');
    const w = r.resolution.final.objects.find((o) => o.id === 'w')!;
    expect(w).toMatchObject({ power: 4, toughness: 4 });
    expect(w.keywords).toContain('flying');
  });
});

describe.skipIf(!REFERENCE_CARDS)('X +1/+1 counters as it enters (107.3m) and "Remove a +1/+1 counter" as a cost (602.2b), from real cards by name', () => {
  it('Endless One cast with X=3 enters with three counters; without X it is refused with an example; on the battlefield X=2 is its two counters', async () => {
    const cast = resolved('mtg ; A: w=2/2 ; cast A e=Endless One X=3');
    expect(cast.obj('e')).toMatchObject({ zone: 'battlefield', power: 3, toughness: 3 });
    expect(cast.steps('en')).toContain('Endless One (e) enters the battlefield with 3 +1/+1 counters (3/3). [614.1c · 122.6]');
    expect(await reply('mtg ; A: w=2/2 ; cast A e=Endless One X=3')).toContain('Endless One: X = 3, chosen as it is cast');
    const missing = check('mtg ; A: w=2/2 ; cast A e=Endless One');
    expect(missing.ok ? [] : missing.errors.map((e) => [e.key, e.params?.example])).toEqual([['card.oracle.x-missing', 'cast A e=Endless One X=3']]);
    expect(resolved('mtg ; A: e=Endless One X=2 ; B: x=1/1').obj('e')).toMatchObject({ zone: 'battlefield', power: 2, toughness: 2 });
    const none = await reply('mtg ; A: e=Endless One ; B: x=1/1');
    expect(none).toContain('Endless One enters with X +1/+1 counters, X chosen as its spell was cast (107.3m): none is written');
    expect(await reply('mtg ; A: e=Endless One ; B: x=1/1', 'ja')).toContain('Xが書かれていないのでカウンターはない');
    const bears = check('mtg ; A: w=Grizzly Bears X=2');
    expect(bears.ok ? [] : bears.errors.map((e) => e.key)).toEqual(['card.oracle.no-x']);
  });

  it('Walking Ballista X=2 removes a counter to deal 1 damage; with no counter left the cost can\'t be paid [602.2b · 118.3]', () => {
    const r = resolved('mtg ; A: b=Walking Ballista X=2 ; B: x=1/1 ; activate b@2: x');
    expect(r.obj('x').zone).toBe('graveyard');
    expect(r.obj('b')).toMatchObject({ power: 1, toughness: 1 });
    expect(r.steps('en')).toContain('A removes a +1/+1 counter from Walking Ballista (b) to pay the cost of its ability (1/1). [602.2b · 122.1]');
    expect(r.steps('ja')).toContain('能力のコストとしてWalking Ballista (b)から+1/+1カウンターを1個取り除く');
    expect(r.steps('fr')).toContain('A retire un marqueur +1/+1 de Walking Ballista (b) pour payer le coût de sa capacité');
    const twice = resolved('mtg ; A: b=Walking Ballista X=1 ; B: x=2/2 ; activate b@2: x ; resolve ; activate b@2: x');
    expect(twice.obj('b').zone).toBe('graveyard');
    const noCounter = resolved('mtg ; A: b=Walking Ballista X=1 ; w=2/2 (activated remove-counter: damage 1 ?any) ; B: x=2/2 ; activate w: x');
    expect(noCounter.violations).toEqual(['engine-mtg.activation.violation.no-counter']);
    expect(noCounter.obj('x').damage ?? 0).toBe(0);
  });
});

describe.skipIf(!REFERENCE_CARDS)('leveler cards: level up and level bands (702.87a, 711.2), from real cards by name', () => {
  it('Student of Warfare with 6 level counters levels up to 7: a 4/4 double strike, whose first-strike damage kills a 3/3 blocker [711.2b]', async () => {
    const text = 'mtg ; A: s=Student of Warfare level=6 ; B: x=3/3 ; activate s ; attack s ; block x>s';
    const out = await reply(text);
    expect(out).toContain('(activated sorcery: level-up self) (static level=2-6: becomes 3/3 self) (static level=2-6: gain first-strike self) (static level=7+: becomes 4/4 self) (static level=7+: gain double-strike self)');
    expect(out).not.toContain('not modelled');
    const r = resolved(text);
    expect(r.obj('s')).toMatchObject({ power: 4, toughness: 4 });
    expect(r.obj('x').zone).toBe('graveyard');
    expect(r.steps('en')).toContain('Student of Warfare (s) puts a level counter on Student of Warfare (s): level 7 (4/4). [702.87a · 711.2]');
    expect(r.steps('ja')).toContain('レベル・カウンターを1個置く。レベル7（4/4）。');
    expect(r.steps('fr')).toContain('met un marqueur de niveau sur Student of Warfare (s) : niveau 7 (4/4).');
    expect(resolved('mtg ; A: s=Student of Warfare ; B: x=3/3').obj('s')).toMatchObject({ power: 1, toughness: 1 });
    expect(resolved('mtg ; A: s=Student of Warfare level=2 ; B: x=3/3').obj('s')).toMatchObject({ power: 3, toughness: 3 });
  });

  it('Brimstone Mage: its band-1 ability can\'t be activated at level 0, its band-3 one deals 3 at level 3 [711.2a–b]', () => {
    const low = resolved('mtg ; A: b=Brimstone Mage ; B: x=1/1 ; activate b@2: x');
    expect(low.violations).toEqual(['engine-mtg.activation.violation.level']);
    expect(low.obj('x').zone).toBe('battlefield');
    const high = resolved('mtg ; A: b=Brimstone Mage level=3 ; B: x=3/3 ; activate b@3: x');
    expect(high.obj('x').zone).toBe('graveyard');
    expect(high.obj('b')).toMatchObject({ power: 2, toughness: 4 });
  });

  it('a band is written level=N-M or level=N+, the fewest first', () => {
    const bad = check('mtg ; A: w=1/1 (static level=5-2: +1/+1 self)');
    expect(bad.ok ? [] : bad.errors.map((e) => e.key)).toEqual(['engine-mtg-subtypes.parse.bad-level']);
    const ok = check('mtg ; A: w=1/1 level=3 (static level=2+: +1/+1 self)');
    expect(ok.ok && ok.canonical).toContain('w=1/1 level=3 (static level=2+: +1/+1 self)');
  });
});

describe.skipIf(!REFERENCE_CARDS)('more counters and restrictions, from real cards by name', () => {
  it('Crowned Ceratok: each creature A controls with a +1/+1 counter on it has trample — v gets one mid-combat and tramples over [122.1 · 702.19b]', async () => {
    const text = 'mtg ; A: c=Crowned Ceratok ; w=2/2 +1/+1=1 ; v=3/3 ; u=3/3 ; B: x=1/1 ; y=1/1 ; z=1/1 ; attack w,v,u ; block x>w y>v z>u ; cast A: put 1 +1/+1 v';
    expect(await reply(text)).toContain('(static: gain trample creatures yours with-counter)');
    const r = resolved(text);
    expect(r.life('B')).toBe(15);
    expect(r.steps('en')).toContain('v (trample) assigns 4');
    expect(r.steps('en')).not.toContain('u (trample)');
  });

  it('Pit Imp: "Activate no more than twice each turn" — a third activation is refused [602.5b]', () => {
    const r = resolved('mtg ; A: p=Pit Imp ; activate p ; resolve ; activate p ; resolve ; activate p');
    expect(r.obj('p')).toMatchObject({ power: 2, toughness: 1 });
    expect(r.violations).toEqual(['engine-mtg.activation.violation.twice']);
  });
});

describe.skipIf(!REFERENCE_CARDS)('spore counters and Saprolings (122.1, 602.2b), from real cards by name', () => {
  it('Elvish Farmer: a spore counter at upkeep, three removed for a Saproling, the Saproling sacrificed for 2 life', async () => {
    const text = 'mtg ; A: t=Elvish Farmer spore=2 ; resolve ; activate t@1 ; resolve ; activate t@2';
    expect(await reply(text)).not.toContain('not modelled');
    const r = resolved(text);
    expect(r.obj('t').counters).toEqual({ spore: 0 });
    expect(r.life('A')).toBe(22);
    expect(r.obj('token1').zone).not.toBe('battlefield');
    const en = r.steps('en');
    expect(en).toContain('Elvish Farmer (t) puts a spore counter on Elvish Farmer (t) (it has 3). [122.1 · 122.6]');
    expect(en).toContain('A removes 3 spore counters from Elvish Farmer (t) to pay the cost of its ability (0 left). [602.2b · 122.1]');
    expect(en).toContain('A sacrifices token1 to pay the cost of Elvish Farmer (t)');
    expect(r.steps('ja')).toContain('胞子カウンターを3個取り除く');
    expect(r.steps('fr')).toContain('retire 3 marqueurs spore de Elvish Farmer (t)');
  });

  it('too few spore counters, or no Saproling: the cost can\'t be paid [118.3]', () => {
    const few = resolved('mtg ; A: t=Thallid spore=1 ; resolve ; activate t');
    expect(few.violations).toEqual(['engine-mtg.activation.violation.spores']);
    const none = resolved('mtg ; A: t=Elvish Farmer ; w=Grizzly Bears ; resolve ; activate t@2');
    expect(none.violations).toEqual(['engine-mtg.activation.violation.nothing-to-sacrifice']);
    expect(none.obj('w').zone).toBe('battlefield');
  });
});

describe.skipIf(!REFERENCE_CARDS)('outlast (702.107a) and adapt (701.43a), from real cards by name', () => {
  it('Ainok Bond-Kin outlasts as a sorcery: a +1/+1 counter, and with it first strike from its own static ability', () => {
    const r = resolved('mtg ; A: a=Ainok Bond-Kin ; activate a');
    expect(r.r.canonical).toContain('(activated tap sorcery: put 1 +1/+1 self) (static: gain first-strike creatures yours with-counter)');
    expect(r.obj('a')).toMatchObject({ power: 3, toughness: 2, tapped: true });
    expect(r.obj('a').keywords).toContain('first-strike');
  });

  it('Skitter Eel adapts once: a second adapt finds a counter and puts none [701.43a]', () => {
    const r = resolved('mtg ; A: e=Skitter Eel ; activate e ; resolve ; activate e');
    expect(r.obj('e')).toMatchObject({ power: 5, toughness: 5 });
    expect(r.steps('en')).toContain('Skitter Eel (e) already has 2 +1/+1 counters, so adapt puts none on it. [701.43a]');
    expect(r.steps('ja')).toContain('順応はカウンターを置かない');
    expect(r.steps('fr')).toContain("donc l'adaptation n'en met aucun");
  });
});

describe.skipIf(!REFERENCE_CARDS)('"Whenever one or more +1/+1 counters are put on this" (122.6, 603.2c), from a real card by name', () => {
  it('Knighted Myr adapts, and the counter gives it double strike: it deals 6 to B', () => {
    const r = resolved('mtg ; A: k=Knighted Myr ; B: x=1/1 ; activate k ; resolve ; attack k');
    expect(r.obj('k').keywords).toContain('double-strike');
    expect(r.life('B')).toBe(14);
    expect(r.steps('en')).toContain('(whenever it gets +1/+1 counters). [603.2 · 122.6]');
    const none = resolved('mtg ; A: k=Knighted Myr +1/+1=1 ; B: x=1/1 ; activate k ; resolve ; attack k');
    expect(none.life('B')).toBe(17);
  });
});

describe.skipIf(!REFERENCE_CARDS)('raid: "When this enters, if you attacked this turn, …" (603.4), from a real card by name', () => {
  it('Mardu Heart-Piercer entering (with flash) after A attacked deals 2; before any attack it does nothing', () => {
    const after = resolved('mtg ; A: w=2/2 ; B: x=0/4 ; attack w ; cast A m=Mardu Heart-Piercer flash');
    expect(after.life('B')).toBe(16);
    expect(after.steps('en')).toContain('(when it enters, if its controller attacked this turn). [603.6a · 603.4 · 508.1]');
    expect(after.steps('fr')).toContain('si son contrôleur a attaqué ce tour-ci');
    const before = resolved('mtg ; A: w=2/2 ; B: x=0/4 ; cast A m=Mardu Heart-Piercer');
    expect(before.life('B')).toBe(20);
    expect(before.steps('en')).not.toContain('triggers');
  });
});
