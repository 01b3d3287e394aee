/**
 * Creature cards read from their Oracle text (engine/mtg/oracle-templates.ts, fifth stretch) and used by name in
 * /check: what the card says happens in the scenario. Real cards of the reference pool, read at run time.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { cardLookup, CardSource } from '../../rulings/cards/source.ts';
import { REFERENCE_CARDS, referenceTable } from '../helpers/reference-cards.ts';
import { object, player, type Ok } from './helpers.ts';

describe.skipIf(!REFERENCE_CARDS)('creature cards by name, as their text reads', () => {
  let cards: ReturnType<typeof cardLookup>;
  beforeAll(() => {
    cards = cardLookup(new CardSource(referenceTable()));
  }, 60_000);

  const run = (text: string): Ok => {
    const r = checkScenario(text, { cards });
    if (!r.ok) throw new Error(JSON.stringify(r.errors[0]));
    return r;
  };
  const violations = (text: string) => run(text).resolution.violations.map((v) => v.key.replace('engine-mtg.violation.', ''));

  it('Doomed Traveler dies and leaves a 1/1 white Spirit with flying, which may block a flyer', () => {
    const r = run('mtg ; A: t=Doomed Traveler ; B: x=2/2 ; cast B: destroy t');
    expect(object(r, 'token1').zone).toBe('battlefield');
    expect(violations('mtg ; A: t=Doomed Traveler ; B: f=2/2 flying ; cast B: destroy t ; resolve ; resolve ; attack f>A ; block token1>f')).toEqual([]);
    expect(violations('mtg ; A: t=Doomed Traveler ; B: f=2/2 flying ; attack f>A ; block t>f')).toEqual(['flying']);
  });

  it("Arlinn's Wolf can't be blocked by a 2/2, can by a 3/3 (509.1b); Brassclaw Orcs can't block a 2/2", () => {
    expect(violations("mtg ; A: w=Arlinn's Wolf ; B: x=2/2 ; attack w ; block x>w")).toEqual(['power-attacker-le']);
    expect(violations("mtg ; A: w=Arlinn's Wolf ; B: x=3/3 ; attack w ; block x>w")).toEqual([]);
    expect(violations('mtg ; A: w=2/2 ; B: o=Brassclaw Orcs ; attack w ; block o>w')).toEqual(['power-blocker-ge']);
  });

  it('Armored Galleon attacks only a player who controls an Island (508.1c)', () => {
    expect(violations('mtg ; A: g=Armored Galleon ; B: x=1/1 ; attack g')).toEqual(['attacks-only-if-land']);
    expect(violations('mtg ; B lands=island ; A: g=Armored Galleon ; B: x=1/1 ; attack g')).toEqual([]);
  });

  it('Breaker of Armies: every creature able to block it must (509.1c)', () => {
    expect(violations('mtg ; A: b=Breaker of Armies ; B: x=1/1 ; y=1/1 ; attack b ; block x>b')).toEqual(['blocked-by-all']);
  });

  it('Aven Trooper discards a card to pump itself; with no card in hand the cost can\'t be paid (602.2b, 118.3)', () => {
    const r = run('mtg ; A hand=2 ; A: t=Aven Trooper ; B: x=2/2 ; activate t');
    expect(player(r, 'A').cards).toMatchObject({ hand: 1, graveyard: 1 });
    expect(object(r, 't').power).toBe(2);
    const none = run('mtg ; A: t=Aven Trooper ; B: x=2/2 ; activate t');
    expect(none.resolution.violations.map((v) => [v.key, v.rules])).toEqual([['engine-mtg.activation.violation.nothing-to-discard', ['602.2b', '118.3']]]);
    expect(object(none, 't').power).toBe(1);
  });

  it('"that much": Wall of Hope dealt 2 damage gains its controller 2 life; Jackal Pup deals its controller what it was dealt', () => {
    expect(player(run('mtg ; A: w=Wall of Hope ; B: x=2/2 ; cast B: damage 2 w'), 'A').life).toBe(22);
    expect(player(run('mtg ; A: j=Jackal Pup ; B: x=2/2 ; cast B: damage 1 j'), 'A').life).toBe(19);
  });

  it('Boon Satyr on the battlefield as a creature gives no bonus: "enchanted creature" is nothing while it is attached to nothing', () => {
    const r = run('mtg ; A: s=Boon Satyr ; w=2/2 ; B: x=2/2 ; attack w');
    expect(player(r, 'B').life).toBe(18);
    expect(object(r, 's').power).toBe(4);
  });

  it('Crusader of Odric (*/*) is as big as the number of creatures its controller controls (604.3, 613.4a)', () => {
    const r = run('mtg ; A: c=Crusader of Odric ; v=1/1 ; w=1/1 ; B: x=1/1 ; cast B: destroy v');
    expect([object(r, 'c').power, object(r, 'c').toughness]).toEqual([2, 2]);
  });

  it('Blazing Specter deals combat damage to B: B discards a card; Kolaghan Aspirant deals 1 damage to its blocker first', () => {
    expect(player(run('mtg ; B hand=3 ; A: s=Blazing Specter ; B: z=0/1 tapped ; attack s'), 'B').cards).toMatchObject({ hand: 2, graveyard: 1 });
    // 1 from the trigger, then 2 combat damage: the 1/3 dies (2 alone would not kill it)
    expect(object(run('mtg ; A: k=Kolaghan Aspirant ; B: x=1/3 ; attack k ; block x>k'), 'x').zone).toBe('graveyard');
    expect(object(run('mtg ; A: k=2/1 ; B: x=1/3 ; attack k ; block x>k'), 'x').zone).toBe('battlefield');
  });
});
