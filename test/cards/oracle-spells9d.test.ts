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
