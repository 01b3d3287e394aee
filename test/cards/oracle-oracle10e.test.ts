/**
 * Alternative costs read from a card's text, tenth stretch (#31, oracle10e): "You may sacrifice two Mountains rather
 * than pay this spell's mana cost", "If you control a Plains, you may tap an untapped creature you control rather than
 * …", "If an opponent controls a Plains and you control a Swamp, you may cast this spell without paying its mana cost"
 * (118.9; engine/mtg/alt-costs.ts). `alt` after the spell's name pays it: the condition is checked, every part must be
 * payable (118.3), the caster's picks are shown as choices. Each test names a real card (reference pool, read at run
 * time) and checks what a user sees: the final state, the choices, the trace in en/ja/fr, the reply.
 */
import { describe, expect, it } from 'vitest';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';
import { tm } from '../../commands/render/resolution.ts';

const { check, reply, resolved, steps } = useCardCheck('rulebot-oracle10e-');

const choice = (r: ReturnType<typeof resolved>, key: string) => r.r.resolution.choices.find((c) => c.what.key === key);

describe.skipIf(!REFERENCE_CARDS)('alternative costs (118.9): `alt` after the name pays the one the card offers', () => {
  it('Fireblast alt: two of three Mountains sacrificed, shown as a choice; the canonical text keeps alt and reads back the same', async () => {
    const text = 'mtg ; A: m1=Mountain ; m2=Mountain ; m3=Mountain ; B: z=2/2 ; cast A Fireblast alt: z ; resolve';
    const r = resolved(text);
    expect(r.violations).toEqual([]);
    expect(r.r.canonical).toContain('cast A Fireblast red instant alt: damage 4 ?any=z');
    expect(r.obj('m1').zone).toBe('graveyard');
    expect(r.obj('m2').zone).toBe('graveyard');
    expect(r.obj('m3').zone).toBe('battlefield');
    expect(r.obj('z').zone).toBe('graveyard');
    const picked = choice(r, 'engine-mtg-alt-costs.choice')!;
    expect(picked).toMatchObject({ chooser: 'A', assumed: true, rules: ['601.2h'] });
    expect(tm('en', picked.range)).toBe('any of Mountain (m1), Mountain (m2), Mountain (m3)');
    expect(steps(text)).toContain('A casts Fireblast for its alternative cost — sacrifice 2 permanents of type Mountain — instead of its mana cost (the mana cost itself stays as printed).');
    expect(steps(text)).toContain('A sacrifices Mountain (m1) to pay for Fireblast. [701.17a · 601.2h]');
    expect(steps(text, 'ja')).toContain('Aは Fireblastを代替コスト（タイプMountainのパーマネント2つを生け贄に捧げる）で唱える。'.replace('は ', 'は'));
    expect(steps(text, 'fr')).toContain('A sacrifie Mountain (m1) pour payer Fireblast.');
    // the canonical text, checked again, pays the same cost
    const again = resolved(r.r.canonical);
    expect(again.obj('m2').zone).toBe('graveyard');
    expect(await reply(text)).toContain('A chooses 2 permanents of type Mountain to pay for Fireblast');
  });

  it('Fireblast alt with one Mountain is refused (118.3): nothing is sacrificed, nothing is dealt; without alt, a note says the cost is there', async () => {
    const text = 'mtg ; A: m1=Mountain ; B: z=2/2 ; cast A Fireblast alt: z ; resolve';
    const r = resolved(text);
    expect(r.violations).toEqual(['engine-mtg-alt-costs.violation.unpayable']);
    expect(r.obj('m1').zone).toBe('battlefield');
    expect(r.obj('z').zone).toBe('battlefield');
    const out = await reply(text);
    expect(out).toContain("A can't pay the alternative cost of Fireblast (sacrifice 2 permanents of type Mountain): it needs 2 permanents of type Mountain, and they control 1.");
    expect(await reply(text, 'fr')).toContain('il faut 2 permanents de type Mountain, et ce joueur en contrôle 1');
    expect(await reply(text, 'ja')).toContain('タイプMountainのパーマネントが2つ必要だが、1つしかコントロールしていない');
    const plain = 'mtg ; A: m1=Mountain ; m2=Mountain ; B: z=2/2 ; cast A Fireblast: z ; resolve';
    expect(resolved(plain).obj('m1').zone).toBe('battlefield');
    expect(await reply(plain)).toContain('write alt after its name to pay that instead, e.g. cast A Fireblast alt (118.9)');
  });

  it("Orim's Cure: refused without a Plains (the condition, 118.9); with one, an untapped creature is tapped, picked among two", async () => {
    const none = "mtg ; A: c=2/2 ; B: z=2/2 ; cast A Orim's Cure alt: c ; resolve";
    expect(resolved(none).violations).toEqual(['engine-mtg-alt-costs.violation.condition']);
    expect(await reply(none)).toContain("only while they control a permanent of type Plains, and they control none. [118.9 · 601.2b]");
    const text = "mtg ; A: p=Plains ; c=2/2 ; d=3/3 ; B: z=2/2 ; cast A Orim's Cure alt: c ; resolve";
    const r = resolved(text);
    expect(r.violations).toEqual([]);
    expect(r.obj('c').tapped).toBe(true);
    expect(r.obj('d').tapped).toBeFalsy();
    expect(tm('en', choice(r, 'engine-mtg-alt-costs.choice')!.what)).toBe("A chooses an untapped creature to tap to pay for Orim's Cure");
    expect(steps(text)).toContain("A taps c to pay for Orim's Cure. [701.21a · 601.2h]");
    expect(steps(text, 'ja')).toContain("AはOrim's Cureの支払いのためにcをタップする。");
    expect(steps(text, 'fr')).toContain("A engage c pour payer Orim's Cure.");
  });

  it('Massacre: free when an opponent controls a Plains and its caster a Swamp; Mine Collapse only in its caster\'s turn', () => {
    const text = 'mtg ; A: s=Swamp ; c=2/2 ; B: p=Plains ; z=2/2 ; cast A Massacre alt ; resolve';
    const r = resolved(text);
    expect(r.obj('z').zone).toBe('graveyard');
    expect(steps(text)).toContain('A casts Massacre without paying any mana. [118.9 · 601.2f]');
    expect(steps(text, 'fr')).toContain('A lance Massacre sans payer de mana.');
    const noPlains = resolved('mtg ; A: s=Swamp ; c=2/2 ; B: z=2/2 ; cast A Massacre alt ; resolve');
    expect(noPlains.violations).toEqual(['engine-mtg-alt-costs.violation.condition']);
    expect(noPlains.obj('z').zone).toBe('battlefield');
    // B's turn (B attacks): A's Mine Collapse can't take its alternative cost
    const theirs = resolved('mtg ; A: m=Mountain ; B: z=2/2 ; attack z ; cast A Mine Collapse alt: z ; resolve');
    expect(theirs.violations).toContain('engine-mtg-alt-costs.violation.condition');
    expect(theirs.obj('m').zone).toBe('battlefield');
  });

  it('Gush returns two Islands to their owner\'s hand; Force of Will pays 1 life and exiles the written blue card; Pyrokinesis takes a counted card', () => {
    const gush = resolved('mtg ; A library=5 ; i1=Island ; i2=Island ; B: z=2/2 ; cast A Gush alt ; resolve');
    expect(gush.obj('i1').zone).toBe('hand');
    expect(gush.obj('i2').zone).toBe('hand');
    const text = 'mtg ; A: h=Merfolk Looter zone=hand ; r=Goblin Piker zone=hand ; B: z=2/2 ; cast B Lightning Bolt: A ; cast A Force of Will alt ; resolve';
    const fow = resolved(text);
    expect(fow.life('A')).toBe(19);
    expect(fow.obj('h').zone).toBe('exile');
    expect(fow.obj('r').zone).toBe('hand');
    expect(steps(text)).toContain('A pays 1 life for Force of Will. [119.4 · 601.2h]');
    const pyro = resolved('mtg ; A hand=2 ; B: z=2/2 ; cast A Pyrokinesis alt: z ; resolve');
    expect(pyro.cards('A')).toMatchObject({ hand: 1 });
    expect(tm('en', choice(pyro, 'engine-mtg-alt-costs.choice')!.taken)).toBe("1 card the scenario doesn't describe, taken to be of color red");
    const empty = resolved('mtg ; A: c=2/2 ; B: z=2/2 ; cast A Pyrokinesis alt: z ; resolve');
    expect(empty.violations).toEqual(['engine-mtg-alt-costs.violation.unpayable']);
  });

  it('Reverent Silence: with a Forest, each other player gains 6 life instead of its mana cost', () => {
    const text = 'mtg ; A: f=Forest ; B: e=Glorious Anthem ; cast A Reverent Silence alt ; resolve';
    const r = resolved(text);
    expect(r.life('B')).toBe(26);
    expect(r.obj('e').zone).toBe('graveyard');
    expect(steps(text)).toContain('A has B gain 6 life to pay for Reverent Silence. [119.3 · 601.2h]');
    expect(steps(text, 'fr')).toContain('A fait gagner 6 points de vie à B pour payer Reverent Silence.');
  });

  it('Lethargy Trap: its alternative cost only while three or more creatures are attacking', async () => {
    const three = resolved('mtg ; A: a1=2/2 ; a2=2/2 ; a3=2/2 ; B: z=1/1 ; attack a1,a2,a3 ; cast B Lethargy Trap alt ; resolve');
    expect(three.violations).toEqual([]);
    expect(three.life('B')).toBe(20);
    const two = 'mtg ; A: a1=2/2 ; a2=2/2 ; B: z=1/1 ; attack a1,a2 ; cast B Lethargy Trap alt ; resolve';
    expect(resolved(two).violations).toEqual(['engine-mtg-alt-costs.violation.condition']);
    expect(await reply(two)).toContain('only while at least 3 creatures (of any color) are attacking, and 2 are');
  });

  it('Snuff Out: 4 life from a life total of 3 is refused (119.4); with 10 it is paid', () => {
    const low = resolved('mtg ; A life=3 ; s=Swamp ; B: z=2/2 ; cast A Snuff Out alt: z ; resolve');
    expect(low.violations).toEqual(['engine-mtg-alt-costs.violation.unpayable']);
    expect(low.life('A')).toBe(3);
    const ok = resolved('mtg ; A life=10 ; s=Swamp ; B: z=2/2 ; cast A Snuff Out alt: z ; resolve');
    expect(ok.life('A')).toBe(6);
    expect(ok.obj('z').zone).toBe('graveyard');
  });

  it('a creature card with an alternative cost: its reply says the permanent does not use it; alt on a card without one is an error', async () => {
    const out = await reply('mtg ; A: b=Bringer of the Red Dawn ; B: z=2/2 ; attack b');
    expect(out).toContain("Bringer of the Red Dawn: its alternative cost (pay {W}{U}{B}{R}{G}) is paid only as its spell is cast (118.9): the permanent in this scenario doesn't use it.");
    expect(out).not.toContain('not modelled');
    expect(await reply('mtg ; A: b=Bringer of the Red Dawn ; B: z=2/2 ; attack b', 'ja')).toContain('このシナリオのパーマネントでは使われない');
    const bad = check('mtg ; A: c=2/2 ; B: z=2/2 ; cast A Shock alt: z');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]).toMatchObject({ key: 'card.oracle.no-alt-cost', params: { card: 'Shock' } });
  });
});

describe.skipIf(!REFERENCE_CARDS)('additional costs the cost words do not say (118.8, 601.2h)', () => {
  it('Phyrexian Tribute sacrifices two creatures, picked among three; with one, it is refused and nothing is sacrificed', async () => {
    const text = 'mtg ; A: c=2/2 ; d=3/3 ; e=1/1 ; B: q=Bonesplitter ; cast A Phyrexian Tribute: q ; resolve';
    const r = resolved(text);
    expect(r.violations).toEqual([]);
    expect(r.obj('e').zone).toBe('graveyard');
    expect(r.obj('c').zone).toBe('graveyard');
    expect(r.obj('d').zone).toBe('battlefield');
    expect(r.obj('q').zone).toBe('graveyard');
    expect(tm('en', choice(r, 'engine-mtg-alt-costs.choice')!.range)).toBe('any of e, c, d');
    expect(steps(text)).toContain('Casting Phyrexian Tribute also costs sacrifice 2 permanents of type creature: A pays it as it is cast. [118.8 · 601.2h]');
    expect(steps(text, 'ja')).toContain('AはPhyrexian Tributeの支払いのためにeを生け贄に捧げる。');
    expect(steps(text, 'fr')).toContain('A sacrifie e pour payer Phyrexian Tribute.');
    const one = 'mtg ; A: c=2/2 ; B: q=Bonesplitter ; cast A Phyrexian Tribute: q ; resolve';
    const refused = resolved(one);
    expect(refused.violations).toEqual(['engine-mtg-alt-costs.violation.extra-unpayable']);
    expect(refused.obj('c').zone).toBe('battlefield');
    expect(await reply(one)).toContain("A can't pay the additional cost of Phyrexian Tribute (sacrifice 2 permanents of type creature): it needs 2 permanents of type creature, and they control 1. It can't be cast.");
  });

  it('Toxic Deluge pays X life (X=3); Sonic Burst discards a card at random; Goblin Grenade needs a Goblin', async () => {
    const deluge = resolved('mtg ; A: c=2/2 ; B: z=4/4 ; cast A Toxic Deluge X=3 ; resolve');
    expect(deluge.life('A')).toBe(17);
    expect(deluge.obj('z').zone).toBe('battlefield');
    expect(deluge.obj('c').zone).toBe('graveyard');
    const text = 'mtg ; A hand=3 ; B: z=4/4 ; cast A Sonic Burst: z ; resolve';
    const burst = resolved(text);
    expect(burst.cards('A')).toMatchObject({ hand: 2, graveyard: 1 });
    expect(steps(text)).toContain('A discards 1 card at random to pay for Sonic Burst. [701.8a · 701.8b]');
    expect(steps(text, 'fr')).toContain('A se défausse de 1 carte au hasard pour payer Sonic Burst.');
    expect(resolved('mtg ; A: c=2/2 ; B: z=4/4 ; cast A Sonic Burst: z ; resolve').violations).toEqual(['engine-mtg-alt-costs.violation.extra-unpayable']);
    expect(resolved('mtg ; A: c=2/2 ; B: z=4/4 ; cast A Goblin Grenade: z ; resolve').violations).toEqual(['engine-mtg-alt-costs.violation.extra-unpayable']);
    const grenade = resolved('mtg ; A: g=Goblin Piker ; B: z=4/4 ; cast A Goblin Grenade: z ; resolve');
    expect(grenade.obj('g').zone).toBe('graveyard');
    expect(grenade.obj('z').zone).toBe('graveyard');
  });

  it('Weigh Down exiles the written creature card of the graveyard first, shown as a choice among it and the counted ones; the canonical text pays it again', () => {
    const text = 'mtg ; A graveyard=2 ; g=Grizzly Bears zone=graveyard ; B: z=4/4 ; cast A Weigh Down: z ; resolve';
    const r = resolved(text);
    expect(r.obj('g').zone).toBe('exile');
    expect(r.cards('A')).toMatchObject({ graveyard: 2 });
    expect(tm('en', choice(r, 'engine-mtg-alt-costs.choice')!.range)).toBe("any of Grizzly Bears (g), 2 cards in the graveyard the scenario doesn't describe");
    expect(steps(text, 'ja')).toContain('AはWeigh Downの支払いのために墓地からカード1枚（クリーチャー・カード）を追放する。');
    expect(resolved(r.r.canonical).obj('g').zone).toBe('exile');
    expect(resolved('mtg ; A: c=2/2 ; B: z=4/4 ; cast A Weigh Down: z ; resolve').violations).toEqual(['engine-mtg-alt-costs.violation.extra-unpayable']);
  });

  it('Spark Harvest: "sacrifice a creature or pay {3}{B}" — the first option that can be paid, the other shown; with no creature, the mana', () => {
    const text = 'mtg ; A: c=2/2 ; B: z=4/4 ; cast A Spark Harvest: z ; resolve';
    const r = resolved(text);
    expect(r.obj('c').zone).toBe('graveyard');
    expect(r.obj('z').zone).toBe('graveyard');
    const picked = choice(r, 'engine-mtg-alt-costs.choice')!;
    expect(tm('en', picked.range)).toBe('any of sacrifice 1 permanent of type creature, pay {3}{B}');
    expect(tm('en', picked.taken)).toBe('sacrifice 1 permanent of type creature');
    const none = 'mtg ; A: s=Swamp ; B: z=4/4 ; cast A Spark Harvest: z ; resolve';
    const paid = resolved(none);
    expect(paid.obj('z').zone).toBe('graveyard');
    expect(steps(none)).toContain('A pays {3}{B} for Spark Harvest (mana is not counted in scenarios).');
    expect(steps(none, 'ja')).toContain('AはSpark Harvestのために{3}{B}を支払う（シナリオではマナを数えない）。');
    // Thunderherd Migration: a Dinosaur card of the hand revealed, nothing else paid
    const herd = 'mtg ; A library=3 ; d=Ancient Brontodon zone=hand ; B: z=4/4 ; cast A Thunderherd Migration ; resolve';
    expect(steps(herd, 'fr')).toContain('A révèle Ancient Brontodon (d) de sa main pour payer Thunderherd Migration.');
    expect(resolved(herd).obj('d').zone).toBe('hand');
  });

  it("a creature card's additional cost is read and said unused by its permanent", async () => {
    const out = await reply('mtg ; A: d=Demon of Catastrophes ; B: z=4/4 ; attack d');
    expect(out).toContain("Demon of Catastrophes: its additional cost (sacrifice 1 permanent of type creature) is paid only as its spell is cast (118.8): the permanent in this scenario doesn't use it.");
    expect(out).not.toContain('not modelled');
    expect(await reply('mtg ; A: d=Demon of Catastrophes ; B: z=4/4 ; attack d', 'fr')).toContain('le permanent de ce scénario ne l\'utilise pas');
  });
});
