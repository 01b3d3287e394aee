/**
 * Keywords and named mechanics read from real cards' Oracle text (eighth stretch): `/check` by card name alone, the
 * engine doing what the card says, the trace citing the keyword's rule. Cards are read from the reference pool at
 * run time (../shared/reference), never copied.
 */
import { describe, expect, it } from 'vitest';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { reply, resolved, steps } = useCardCheck('rulebot-mechanics8-');

describe.skipIf(!REFERENCE_CARDS)('keywords of the eighth stretch, from real cards by name', () => {
  it('Tomakul Honor Guard (ward {2}): B\'s Shock aimed at it is countered unless B pays 2 — the choice shown [702.21a]', async () => {
    const text = 'mtg ; A: g=Tomakul Honor Guard ; B: z=1/1 ; cast B Shock: g';
    const out = await reply(text);
    expect(out).toContain('g=Tomakul Honor Guard 3/1 green ward:2');
    expect(out).not.toContain('not modelled');
    expect(out).toContain('B chooses, as Tomakul Honor Guard (g) resolves, whether to pay 2 to keep Shock from being countered');
    const { obj, life } = resolved(text);
    expect(obj('g')).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(life('B')).toBe(20);
    expect(steps(text)).toContain('[702.21a · 603.2 · mtg.kw.ward]');
    expect(steps(text, 'ja')).toContain('護法');
    expect(steps(text, 'fr')).toContain('parade');
  });

  it('Owlin Shieldmage (ward—Pay 3 life): the choice is 3 life; its controller\'s own Giant Growth is not countered [702.21a]', async () => {
    const text = 'mtg ; A: o=Owlin Shieldmage ; B: z=1/1 ; cast B Shock: o';
    const out = await reply(text);
    expect(out).toContain('ward-life:3');
    expect(out).not.toContain('not modelled');
    expect(out).toContain('whether to pay 3 life to keep Shock from being countered');
    expect(resolved(text).obj('o').zone).toBe('battlefield');
    const own = resolved('mtg ; A: o=Owlin Shieldmage ; B: z=1/1 ; cast A Giant Growth: o');
    expect(own.obj('o')).toMatchObject({ power: 6, toughness: 6 });
    expect(own.steps()).not.toContain('702.21a');
  });
});

describe.skipIf(!REFERENCE_CARDS)('soulshift from real cards by name: the Spirit card\'s mana value comes from its mana cost', () => {
  it('Hundred-Talon Kami (soulshift 4) dies to Lightning Bolt: Gibbering Kami ({3}{B}) returns to A\'s hand, Kami of Lunacy ({4}{B}{B}) can\'t [702.46a]', async () => {
    const text = 'mtg ; A: h=Hundred-Talon Kami ; g=Gibbering Kami zone=graveyard ; l=Kami of Lunacy zone=graveyard ; B: z=1/1 ; cast B Lightning Bolt: h';
    const out = await reply(text);
    expect(out).toContain('h=Hundred-Talon Kami 2/3 white flying soulshift:4 subtypes=Spirit mv=5');
    expect(out).toContain('g=Gibbering Kami 2/2 black flying soulshift:3 subtypes=Spirit mv=4 zone=graveyard');
    expect(out).not.toContain('not modelled');
    const { obj } = resolved(text);
    expect(obj('h').zone).toBe('graveyard');
    expect(obj('g').zone).toBe('hand');
    expect(obj('l').zone).toBe('graveyard');
    expect(steps(text)).toContain('[702.46a · 603.6c · mtg.kw.soulshift]');
    expect(steps(text, 'ja')).toContain('Gibbering Kami (g)を墓地からオーナーの手札に戻す');
  });
});

describe.skipIf(!REFERENCE_CARDS)('explore and connive from real cards by name', () => {
  it('Merfolk Branchwalker explores as it enters: the Forest on top of A\'s library goes to A\'s hand, no counter [701.40a]', async () => {
    const text = 'mtg ; A: f=Forest zone=library ; B: z=1/1 ; cast A m=Merfolk Branchwalker ; resolve';
    const out = await reply(text);
    expect(out).toContain('(enters: explore self)');
    expect(out).not.toContain('not modelled');
    const { obj } = resolved(text);
    expect(obj('f').zone).toBe('hand');
    expect(obj('m')).toMatchObject({ power: 2, toughness: 1 });
    expect(steps(text)).toContain('A reveals Forest (f) from the top of their library, a land card, and puts it into their hand. [701.40a]');
    expect(steps(text, 'fr')).toContain('explore');
  });

  it('Echo Inspector connives as it enters: A draws, discards a card the scenario doesn\'t describe — taken as a nonland, so a +1/+1 counter [701.47a]', async () => {
    const text = 'mtg ; A library=5 ; B: z=1/1 ; cast A e=Echo Inspector ; resolve ; resolve';
    const out = await reply(text);
    expect(out).not.toContain('not modelled');
    expect(out).toContain("A discards a card the scenario doesn't describe: a land card or not");
    const { obj, cards } = resolved(text);
    expect(obj('e').counters).toMatchObject({ '+1/+1': 1 });
    expect(cards('A')).toMatchObject({ hand: 0, library: 4, graveyard: 1 });
    expect(steps(text, 'ja')).toContain('謀議');
  });
});
