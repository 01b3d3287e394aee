/**
 * Creatures' printed abilities read from real cards' Oracle text (eighth stretch): `/check` by card name alone, the
 * engine doing what the card says, the trace citing the rule. Cards are read from the reference pool at run time
 * (../shared/reference), never copied.
 */
import { describe, expect, it } from 'vitest';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { reply, resolved } = useCardCheck('rulebot-creatures8-');

describe.skipIf(!REFERENCE_CARDS)('"you may … If you do, …" (118.12), from real cards by name', () => {
  it('Academy Raider: after combat damage its controller may discard a card; if they do, they draw one [118.12]', async () => {
    const text = 'mtg ; A hand=2 library=5 ; A: r=Academy Raider ; B: x=1/1 ; attack r';
    const out = await reply(text);
    expect(out).toContain('(combat-damage: may discard 1 you & if-done draw 1 you)');
    expect(out).not.toContain('not modelled');
    const r = resolved(text);
    expect(r.steps('en')).toContain('A discards 1 card; if they do, A draws 1 card.');
    expect(r.cards('A')).toMatchObject({ hand: 2, library: 4, graveyard: 1 });
    expect(r.steps('en')).toContain('the cost before “if you do” was paid, so what follows it happens. [118.12]');
    expect(r.steps('ja')).toContain('「そうしたなら」の前のコストが支払われたので');
    expect(r.steps('fr')).toContain('« si vous faites ainsi » a été payé');
  });

  it('Academy Raider with an empty hand: nothing to discard, so no card is drawn [118.12 · 608.2d]', () => {
    const r = resolved('mtg ; A library=5 ; A: r=Academy Raider ; B: x=1/1 ; attack r');
    expect(r.cards('A')).toMatchObject({ hand: 0, library: 5 });
    expect(r.steps('en')).toContain('was not paid (it couldn\'t be), so nothing that depends on it happens. [118.12 · 608.2d]');
  });

  it('Arrogant Poet: it may pay 2 life as it attacks to gain flying — then Grizzly Bears can\'t block it; with 1 life it can\'t pay [119.4]', async () => {
    const text = 'mtg ; A: p=Arrogant Poet ; B: x=Grizzly Bears ; attack p ; block x>p';
    const out = await reply(text);
    expect(out).toContain('(attacks: may pay-life 2 you & if-done gain flying self)');
    const paid = resolved(text);
    expect(paid.life('A')).toBe(18);
    expect(paid.steps('en')).toContain('A pays 2 life (paid life is lost life). [119.4 · 118.12]');
    expect(paid.violations.length).toBeGreaterThan(0);
    const poor = resolved('mtg ; A life=1 ; A: p=Arrogant Poet ; B: x=Grizzly Bears ; attack p ; block x>p');
    expect(poor.life('A')).toBe(1);
    expect(poor.violations).toEqual([]);
    expect(poor.steps('en')).toContain('A has only 1 life, so they can\'t pay 2 life. [119.4 · 118.12]');
    expect(poor.obj('p').zone).toBe('graveyard');
  });

  it('Estwald Shieldbasher: "you may pay {1}" — mana is not counted, so paying is a choice shown and assumed; it gains indestructible [118.12]', async () => {
    const text = 'mtg ; A: s=Estwald Shieldbasher ; B: x=5/5 ; attack s ; block x>s';
    const out = await reply(text);
    expect(out).toContain('(attacks: may pay-mana 1 you & if-done gain indestructible self)');
    expect(out).toContain('A chooses whether to apply the optional effect of the ability of Estwald Shieldbasher (s): pay-mana 1 A — legal: apply it, or not.');
    expect(out).toContain('Estwald Shieldbasher (s) survives with 5 damage: indestructible');
    const r = resolved(text);
    expect(r.obj('s').zone).toBe('battlefield');
    expect(r.steps('en')).toContain('A pays 1 mana. Mana is not counted in scenarios, so this is assumed to be possible. [118.12 · 118.1]');
  });
});

describe.skipIf(!REFERENCE_CARDS)('threshold: seven or more cards in its controller\'s graveyard (611.3b, 602.5), from real cards by name', () => {
  it('Werebear gets +3/+3 only with seven cards in A\'s graveyard', async () => {
    const text = 'mtg ; A graveyard=7 ; A: w=Werebear ; B: x=1/1 ; attack w';
    const out = await reply(text);
    expect(out).toContain('(static graveyard=7: +3/+3 self)');
    expect(out).not.toContain('not modelled');
    expect(resolved(text).life('B')).toBe(16);
    expect(resolved('mtg ; A graveyard=6 ; A: w=Werebear ; B: x=1/1 ; attack w').life('B')).toBe(19);
  });

  it('Werebear: the seventh card arriving during the scenario — a creature dying, an unnamed card discarded — turns it on', () => {
    const dies = resolved('mtg ; A graveyard=6 ; A: w=Werebear ; y=Grizzly Bears ; B: x=1/1 ; cast B Shock: y ; resolve ; attack w');
    expect(dies.obj('y').zone).toBe('graveyard');
    expect(dies.life('B')).toBe(16);
    const discarded = resolved('mtg ; A graveyard=6 hand=1 ; A: w=Werebear ; B: x=1/1 ; cast A: discard 1 A ; resolve ; attack w');
    expect(discarded.obj('w')).toMatchObject({ power: 4, toughness: 4 });
    expect(discarded.life('B')).toBe(16);
  });

  it('Childhood Horror can\'t block once B has threshold', () => {
    expect(resolved('mtg ; A: x=2/2 ; B graveyard=7 ; B: h=Childhood Horror ; attack x ; block h>x').violations.length).toBeGreaterThan(0);
    expect(resolved('mtg ; A: x=2/2 ; B: h=Childhood Horror ; attack x ; block h>x').violations).toEqual([]);
  });

  it('Krosan Avenger: "Activate only if seven or more cards are in your graveyard" refuses the regeneration without them [602.5]', async () => {
    const text = 'mtg ; A: k=Krosan Avenger ; B: x=Grizzly Bears ; activate k ; cast B Murder: k';
    const out = await reply(text);
    expect(out).toContain('(activated threshold: regenerate self)');
    expect(out).toContain('only while seven or more cards are in A\'s graveyard (threshold), and there are 0');
    expect(resolved(text).obj('k').zone).toBe('graveyard');
    const able = resolved('mtg ; A graveyard=7 ; A: k=Krosan Avenger ; B: x=Grizzly Bears ; activate k ; resolve ; cast B Murder: k');
    expect(able.obj('k').zone).toBe('battlefield');
    expect(able.violations).toEqual([]);
  });
});
