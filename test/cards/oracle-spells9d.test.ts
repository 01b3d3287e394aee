/**
 * Instants and sorceries cast by card name, ninth stretch (#31, oracle9d): amounts counted as the spell resolves
 * (608.2h; engine/mtg/counted-amounts.ts) — lands and basic land types, cards in a hand, the numbers of the object
 * the effect before acted on (as it last was, 113.7a) and of the creature sacrificed to cast the spell. Each test names
 * a real card from the reference pool and checks what a user sees: the final state, the trace, its rule numbers.
 */
import { describe, expect, it } from 'vitest';
import { readOracle } from '../../engine/mtg/oracle.ts';
import { checkScenario } from '../../engine/index.ts';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS, referenceCard } from '../helpers/reference-cards.ts';

const { reply, resolved, steps } = useCardCheck('rulebot-spells9d-');

describe.skipIf(!REFERENCE_CARDS)('amounts counted as the spell resolves (608.2h)', () => {
  it('Seismic Strike counts the Mountains its caster controls, not the other lands', async () => {
    const text = 'mtg ; A: a=Mountain ; b=Mountain ; f=Forest ; B: x=3/3 ; cast A Seismic Strike: x ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Seismic Strike red instant: damage mountain-count ?creature=x');
    expect(r.obj('x')).toMatchObject({ zone: 'battlefield', damage: 2 });
    expect(await reply(text)).toContain('x survives with 2 damage');
    expect(steps(text)).toContain('A controls 2 lands with the land type Mountain now, so X is 2: deal 2 damage to x. [608.2h]');
    // a third Mountain makes it lethal
    expect(resolved('mtg ; A: a=Mountain ; b=Mountain ; c=Mountain ; B: x=3/3 ; cast A Seismic Strike: x ; resolve').obj('x').zone).toBe('graveyard');
  });

  it('Ground Assault counts every land; none written deals 0', () => {
    expect(resolved('mtg ; A: a=Mountain ; f=Forest ; p=Plains ; B: x=3/3 ; cast A Ground Assault: x ; resolve').obj('x').zone).toBe('graveyard');
    const none = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Ground Assault: x ; resolve');
    expect(none.obj('x').zone).toBe('battlefield');
    expect(none.steps()).toContain('A controls 0 lands now, so X is 0');
  });

  it('Gaze of Adamaro counts the targeted player\'s hand; Master the Way counts its caster\'s after drawing', () => {
    expect(resolved('mtg ; A: w=2/2 ; B hand=5 ; B: x=3/3 ; cast A Gaze of Adamaro: B ; resolve').life('B')).toBe(15);
    const master = resolved('mtg ; A hand=2 library=5 ; B: x=3/3 ; cast A Master the Way: x ; resolve');
    expect(master.obj('x').zone).toBe('graveyard');
    expect(master.steps()).toContain('A has 3 cards in hand now, so X is 3: deal 3 damage to x. [608.2h]');
  });

  it('Fling deals damage equal to the sacrificed creature\'s power as it last existed (113.7a)', async () => {
    const text = 'mtg ; A: g=4/3 ; B: x=4/4 ; cast A Fling: x ; resolve';
    const r = resolved(text);
    expect(r.obj('g').zone).toBe('graveyard');
    expect(r.obj('x').zone).toBe('graveyard');
    expect(await reply(text)).toContain('g went to the graveyard');
    expect(steps(text)).toContain('g has left the battlefield; its power as it last existed there was 4, so X is 4: deal 4 damage to x. [608.2h · 113.7a]');
    // a pumped creature is sacrificed with its pump: its last power counts
    expect(resolved('mtg ; A: g=2/2 ; B: x=4/4 ; cast A Giant Growth: g ; resolve ; cast A Fling: x ; resolve').obj('x').zone).toBe('graveyard');
  });

  it('Vendetta: its caster loses life equal to the destroyed creature\'s toughness; Swords to Plowshares: its controller gains its power', () => {
    const v = resolved('mtg ; A: w=2/2 ; B: y=2/3 ; cast A Vendetta: y ; resolve');
    expect([v.obj('y').zone, v.life('A')]).toEqual(['graveyard', 17]);
    expect(v.steps()).toContain('y has left the battlefield; its toughness as it last existed there was 3, so X is 3: A loses 3 life.');
    const s = resolved('mtg ; A: w=2/2 ; B: x=4/5 ; cast A Swords to Plowshares: x ; resolve');
    expect([s.obj('x').zone, s.life('B'), s.life('A')]).toEqual(['exile', 24, 20]);
  });

  it('Divine Offering gains the destroyed artifact\'s mana value; Heal the Scars the regenerated creature\'s toughness', () => {
    const d = resolved('mtg ; A: w=2/2 ; B: s=Sol Ring ; cast A Divine Offering: s ; resolve');
    expect([d.obj('s').zone, d.life('A')]).toEqual(['graveyard', 21]);
    expect(d.steps()).toContain('[608.2h · 113.7a · 202.3]');
    expect(resolved('mtg ; A: w=2/5 ; B: x=1/1 ; cast A Heal the Scars: w ; resolve').life('A')).toBe(25);
  });

  it('Bountiful Harvest: 1 life for each land its caster controls', () => {
    expect(resolved('mtg ; A: a=Forest ; b=Forest ; c=Island ; B: x=1/1 ; cast A Bountiful Harvest ; resolve').life('A')).toBe(23);
  });

  it('Corrupt: damage equal to its caster\'s Swamps, then life equal to the damage dealt this way (608.2c)', () => {
    const r = resolved('mtg ; A: s=Swamp ; t=Swamp ; B: x=1/1 ; cast A Corrupt: x ; resolve');
    expect([r.obj('x').zone, r.life('A')]).toEqual(['graveyard', 22]);
    expect(r.steps()).toContain('“That much” is 2 here: A gains 2 life. [608.2c]');
  });

  it('Circular Logic: the "unless" cost is {1} for each card in its caster\'s graveyard, counted as it resolves (118.12a)', async () => {
    const text = 'mtg ; A graveyard=3 ; A: w=2/2 ; B: x=1/1 ; cast B Shock: w ; cast A Circular Logic ; resolve ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Circular Logic blue instant: counter-unless graveyard-count ?spell');
    expect(r.obj('w').zone).toBe('battlefield');
    expect(r.steps()).toContain('A has 3 cards in their graveyard now, so X is 3: counter Shock unless its controller pays 3. [608.2h]');
    expect(await reply(text)).toContain('B chooses, as Circular Logic resolves, whether to pay 3 to keep Shock from being countered');
  });

  it('the trace in ja and fr', () => {
    const text = 'mtg ; A: a=Mountain ; b=Mountain ; B: x=3/3 ; cast A Seismic Strike: x ; resolve';
    expect(steps(text, 'ja')).toContain('Aは現在山を2つコントロールしているので、Xは2');
    expect(steps(text, 'fr')).toContain('A contrôle 2 terrains de type Montagne à ce moment-là, X vaut donc 2');
  });

  it('written in the notation without a card: `damage land-count ?creature`, `gain-life its-toughness you`', () => {
    const r = checkScenario('mtg ; A: l=1/1 ; m=2/2 ; B: x=3/3 ; cast A: destroy ?creature=x & gain-life its-toughness you ; resolve');
    expect(r.ok && r.resolution.final.players.find((p) => p.id === 'A')!.life).toBe(23);
    const bad = checkScenario('mtg ; A: w=1/1 ; B: x=3/3 ; cast A: damage land-counts ?creature');
    expect(bad.ok).toBe(false);
  });

  it('leaves unread what it can\'t count: the mana value of a countered spell (Illumination), a sacrificed creature with no sacrifice (none)', () => {
    expect(readOracle(referenceCard('Illumination')).notModelled).toContain('Its controller gains life equal to its mana value.');
    expect(readOracle(referenceCard('Consuming Vapors')).notModelled).toContain("You gain life equal to that creature's toughness.");
  });
});

describe.skipIf(!REFERENCE_CARDS)('a spell\'s total cost as it is cast (601.2f): what its own text adds or takes away', () => {
  it('strive: Aerial Formation costs {2}{U} more for each target beyond the first — "any number of target creatures"', async () => {
    const text = 'mtg ; A: a=2/2 ; b=3/3 ; c=1/1 ; B: x=1/1 ; cast A Aerial Formation: a, b, c ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Aerial Formation blue instant: +1/+1 ?creature:0-99=a+b+c & gain flying that');
    expect([r.obj('a').power, r.obj('b').power, r.obj('c').power, r.obj('x').power]).toEqual([3, 4, 2, 1]);
    expect(steps(text)).toContain("Aerial Formation's total cost for A is {4}{U}{U}{U}: its mana cost {U}, {2}{U} more for each target beyond the first (2 targets beyond the first: {4}{U}{U} more). [601.2f]");
    // one target: nothing more; with none written, the caster's own creatures are the usual pick
    expect(steps('mtg ; A: a=2/2 ; B: x=1/1 ; cast A Aerial Formation: a ; resolve')).toContain('(no target beyond the first, so nothing more)');
    expect(await reply('mtg ; A: a=2/2 ; b=2/2 ; B: x=1/1 ; cast A Aerial Formation ; resolve')).toContain('a, b (the usual pick');
  });

  it('Blasphemous Act costs {1} less for each creature on the battlefield, never below its coloured mana', () => {
    expect(steps('mtg ; A: w=2/2 ; B: x=1/1 ; y=1/1 ; cast A Blasphemous Act ; resolve')).toContain("Blasphemous Act's total cost for A is {5}{R}: its mana cost {8}{R}, {1} less for each creature on the battlefield (3 creatures: {3} less). [601.2f]");
    const many = Array.from({ length: 10 }, (_, i) => `c${i}=1/1`).join(' ; ');
    expect(steps(`mtg ; A: ${many} ; B: x=1/1 ; cast A Blasphemous Act ; resolve`)).toContain("Blasphemous Act's total cost for A is {R}:");
  });

  it('Wizard\'s Lightning costs {2} less only while its caster controls a Wizard; ja and fr say so too', () => {
    const none = 'mtg ; A: w=2/2 ; B: x=3/3 ; cast A Wizard\'s Lightning: x ; resolve';
    expect(steps(none)).toContain('{2} less if they control at least 1 permanent of type Wizard (they don\'t, so nothing less)');
    const wizard = 'mtg ; A: w=Prodigal Sorcerer ; B: x=3/3 ; cast A Wizard\'s Lightning: x ; resolve';
    expect(steps(wizard)).toContain("Wizard's Lightning's total cost for A is {R}: its mana cost {2}{R}, {2} less if they control at least 1 permanent of type Wizard (they do: {2} less). [601.2f]");
    expect(steps(wizard, 'ja')).toContain('Aにとっての' );
    expect(steps(wizard, 'ja')).toContain('タイプWizardのパーマネントを1つ以上コントロールしていれば{2}少ない');
    expect(steps(wizard, 'fr')).toContain("Le coût total de Wizard's Lightning pour A est de {R}");
  });

  it('a coloured reduction or one the engine can\'t count stays unread', () => {
    expect(readOracle(referenceCard('Vanquish the Horde')).notModelled).toEqual([]);
    expect(readOracle(referenceCard('Blood for the Blood God!')).notModelled).toContain('This spell costs {1} less to cast for each creature that died this turn.');
  });
});

describe.skipIf(!REFERENCE_CARDS)('a target limited by its mana value (202.3): `?kind/mv<=N`', () => {
  it('Fragmentize destroys an artifact of mana value 4 or less, and refuses a bigger one with the rule', async () => {
    const r = resolved('mtg ; A: w=2/2 ; B: s=Sol Ring ; cast A Fragmentize ; resolve');
    expect(r.r.canonical).toContain('cast A Fragmentize white sorcery: destroy ?artifact-or-enchantment/mv<=4');
    expect(r.obj('s').zone).toBe('graveyard');
    const big = 'mtg ; A: w=2/2 ; B: s=Wurmcoil Engine ; cast A Fragmentize: s ; resolve';
    expect(resolved(big).obj('s').zone).toBe('battlefield');
    expect(await reply(big)).toContain('Wurmcoil Engine (s) is not target artifact or enchantment with mana value 4 or less, so Fragmentize can\'t target it. [601.2c · 115.1]');
  });

  it('Unearth returns a creature card of mana value 3 or less — the limit printed before "from your graveyard"', async () => {
    const text = 'mtg ; A: g=Grizzly Bears zone=graveyard ; h=Craw Wurm zone=graveyard ; B: x=1/1 ; cast A Unearth ; resolve';
    const r = resolved(text);
    expect([r.obj('g').zone, r.obj('h').zone]).toEqual(['battlefield', 'graveyard']);
    expect(await reply(text, 'ja')).toContain('マナ総量が3以下');
    expect(await reply(text, 'fr')).toContain('avec une valeur de mana de 3 ou moins');
  });

  it('written without a card: `?permanent/mv>=3`; an unknown stat gets a caret', () => {
    const r = checkScenario('mtg ; A: w=2/2 ; B: a=1/1 mv=1 ; b=3/3 mv=4 ; cast A: exile ?permanent/mv>=3 ; resolve');
    expect(r.ok && r.resolution.final.objects.find((o) => o.id === 'b')!.zone).toBe('exile');
    const bad = checkScenario('mtg ; A: w=2/2 ; B: a=1/1 ; cast A: exile ?permanent/cmc>=3');
    expect(!bad.ok && bad.errors[0]!.key).toBe('engine-mtg-bounds.parse.bad-bound');
  });
});

describe.skipIf(!REFERENCE_CARDS)('counterspells for a kind of spell by its colours, controller or targets (115.1a, 701.5a)', () => {
  it('Turn Aside counters a spell that targets a permanent its caster controls, and has no target otherwise', async () => {
    const mine = resolved('mtg ; A: w=2/2 ; B: x=1/1 ; cast B Shock: w ; cast A Turn Aside ; resolve ; resolve');
    expect(mine.obj('w').zone).toBe('battlefield');
    expect(mine.r.canonical).toContain('cast A Turn Aside blue instant: counter ?spell-targeting-your-permanent');
    const theirs = 'mtg ; A: w=2/2 ; B: x=1/1 ; cast B Shock: A ; cast A Turn Aside ; resolve ; resolve';
    expect(resolved(theirs).life('A')).toBe(18);
    expect(await reply(theirs)).toContain('target spell that targets a permanent its controller controls');
  });

  it('Gainsay counters a blue spell, Frazzle only a nonblue one; Ceremonious Rejection a colorless one', () => {
    expect(resolved('mtg ; A: w=2/2 ; B: x=1/1 ; cast B Unsummon: w ; cast A Gainsay ; resolve ; resolve').obj('w').zone).toBe('battlefield');
    expect(resolved('mtg ; A: w=2/2 ; B: x=1/1 ; cast B Unsummon: w ; cast A Frazzle ; resolve ; resolve').obj('w').zone).toBe('hand');
    expect(resolved('mtg ; A: w=2/2 ; B: x=1/1 ; cast B Shock: w ; cast A Frazzle ; resolve ; resolve').obj('w').zone).toBe('battlefield');
    const thopter = resolved('mtg ; B: x=1/1 ; A: w=2/2 ; cast B o=Ornithopter ; cast A Ceremonious Rejection ; resolve ; resolve');
    expect(thopter.obj('o').zone).toBe('graveyard');
  });

  it('Confound counters a spell that targets a creature, not one that targets a player; Counterflux only an opponent\'s', () => {
    expect(resolved('mtg ; A: w=2/2 ; B: x=1/1 ; cast B Shock: w ; cast A Confound ; resolve ; resolve').obj('w').zone).toBe('battlefield');
    expect(resolved('mtg ; A: w=2/2 ; B: x=1/1 ; cast B Shock: A ; cast A Confound ; resolve ; resolve').life('A')).toBe(18);
    expect(resolved('mtg ; A: w=2/2 ; B: x=1/1 ; cast B Shock: w ; cast A Counterflux ; resolve ; resolve').obj('w').zone).toBe('battlefield');
  });

  it('the kinds in ja and fr', async () => {
    const text = 'mtg ; A: w=2/2 ; B: x=1/1 ; cast B Unsummon: w ; cast A Gainsay ; resolve ; resolve';
    expect(await reply(text, 'ja')).toContain('対象の青の呪文');
    expect(await reply(text, 'fr')).toContain('un sort bleu ciblé');
  });
});

describe.skipIf(!REFERENCE_CARDS)('additional costs of sacrificing a permanent of one of two kinds (601.2h)', () => {
  it('Deadly Dispute sacrifices an artifact or a creature as it is cast, the smallest first, and shows the choice', async () => {
    const text = 'mtg ; A library=5 ; A: s=Sol Ring ; g=2/2 ; B: x=1/1 ; cast A Deadly Dispute ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Deadly Dispute black instant sacrifice-artifact-or-creature: draw 2 you & treasure 1 you');
    expect([r.obj('s').zone, r.obj('g').zone]).toEqual(['graveyard', 'battlefield']);
    expect(await reply(text)).toContain('A chooses an artifact or creature to sacrifice for the additional cost of casting Deadly Dispute — legal: any of Sol Ring (s), g.');
    expect(await reply(text, 'ja')).toContain('アーティファクトかクリーチャー');
    expect(await reply(text, 'fr')).toContain('un artefact ou une créature');
  });

  it('with neither to sacrifice, the spell can\'t be cast', () => {
    const r = resolved('mtg ; A library=5 ; A: l=Forest land ; B: x=1/1 ; cast A Deadly Dispute ; resolve');
    expect(r.violations).toContain('engine-mtg.activation.violation.nothing-to-sacrifice-spell');
    expect(r.cards('A')).toMatchObject({ library: 5 });
  });
});

describe.skipIf(!REFERENCE_CARDS)('"unless its controller pays …" whose countered card is exiled instead (118.12a, 614.1a)', () => {
  it('Syncopate with X=2 counters an unpaid spell and exiles its card; the payment is the other player\'s choice', async () => {
    const text = 'mtg ; A: w=2/2 ; B: x=1/1 ; cast B Shock: w ; cast A Syncopate X=2 ; resolve ; resolve';
    const r = resolved(text);
    expect(r.r.canonical).toContain('cast A Syncopate blue instant: counter-unless-exile 2 ?spell');
    expect(r.obj('w').zone).toBe('battlefield');
    expect(r.r.resolution.final.spells).toContainEqual(expect.objectContaining({ zone: 'exile' }));
    expect(await reply(text)).toContain('B chooses, as Syncopate resolves, whether to pay 2 to keep Shock from being countered');
    expect(r.steps()).toContain("its card is exiled instead of going to its owner's graveyard. [701.5a · 614.1a]");
  });
});
