/**
 * The notation words of the tenth stretch's choices (oracle10b, #31): `cleaved` after a spell's name (702.148a) is
 * for a card with cleave, so effects written out refuse it; escalate's total cost counts the modes chosen beyond the
 * first (702.120a, 601.2f); `clash` (701.23) decided by the written top cards, and `if-done` / `if-not-done` after it;
 * `return-spell`, the spell's card to its owner's hand; `roll-die 20=15` and the rows of its table, `if-roll=10-19` (706).
 */
import { describe, expect, it } from 'vitest';
import { tm } from '../../commands/render/resolution.ts';
import { totalCost } from '../../engine/mtg/cost-changes.ts';
import { checkScenario } from '../../engine/index.ts';

const errors = (text: string) => {
  const r = checkScenario(text);
  return r.ok ? [] : r.errors;
};

describe('cleaved, mode= and escalate in the notation', () => {
  it('`cleaved` on a spell with its effects written out is an error at the word, in every language', () => {
    const [e] = errors('mtg ; A: z=2/2 ; B: y=3/3 ; cast A Zap cleaved: damage 2 y ; resolve');
    expect(e).toMatchObject({ key: 'card.oracle.not-cleave', col: 40, length: 7 });
    expect(tm('en', { key: e!.key, params: e!.params })).toBe("Zap has no cleave the engine reads, so it can't be cast cleaved here.");
    expect(tm('fr', { key: e!.key, params: e!.params })).toContain("Zap n'a pas de fendre que le moteur lit");
    expect(tm('ja', { key: e!.key, params: e!.params })).toContain('Zapにはエンジンが読む切除がない');
    // `kicked` keeps its own error
    expect(errors('mtg ; B: y=3/3 ; cast A Zap kicked: damage 2 y ; resolve')[0]).toMatchObject({ key: 'card.oracle.not-kicker' });
  });

  it('escalate adds its mana once per mode beyond the first to the total', () => {
    expect(totalCost('{R}', [{ mana: '{3}', n: 1 }])).toBe('{3}{R}');
    expect(totalCost('{1}{B}', [{ mana: '{1}', n: 2 }])).toBe('{3}{B}');
    expect(totalCost('{R}', [{ mana: '{3}', n: 0 }])).toBe('{R}');
  });

  it('`clash` with written top cards (mv=) decides `if-done` and `if-not-done`; a tie is not a win (701.23d)', () => {
    const won = checkScenario('mtg ; A: library=3 ; t=1/1 mv=4 zone=library ; B: library=3 ; u=1/1 mv=1 zone=library ; cast A Zap red instant: clash you & if-done damage 2 B & if-not-done damage 1 B ; resolve');
    if (!won.ok) throw new Error(JSON.stringify(won.errors));
    expect(won.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(18);
    const tie = checkScenario('mtg ; A: library=3 ; t=1/1 mv=2 zone=library ; B: library=3 ; u=1/1 mv=2 zone=library ; cast A Zap red instant: clash you & if-done damage 2 B & if-not-done damage 1 B ; resolve');
    if (!tie.ok) throw new Error(JSON.stringify(tie.errors));
    expect(tie.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(19);
    expect(tie.resolution.choices.map((c) => c.what.key)).toEqual(['engine-mtg-clash.choice.bottom']);
    // an opponent with an empty library reveals nothing: a revealed card beats it
    const empty = checkScenario('mtg ; A: library=3 ; t=1/1 mv=0 zone=library ; B: z=2/2 ; cast A Zap red instant: clash you & if-done damage 2 B ; resolve');
    if (!empty.ok) throw new Error(JSON.stringify(empty.errors));
    expect(empty.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(18);
  });

  it('`return-spell` puts the spell\'s card into its owner\'s hand as it resolves, not the graveyard', () => {
    const r = checkScenario('mtg ; A: z=2/2 ; B: y=3/3 ; cast A Zap red instant: damage 1 y & return-spell you ; resolve');
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.resolution.final.spells).toEqual([expect.objectContaining({ label: 'Zap', zone: 'hand', owner: 'A' })]);
  });

  it('`roll-die 20=15` picks the `if-roll=` rows it falls in, `if-roll=20+` is open above; printed back the same', () => {
    const text = 'mtg ; A: library=9 ; B: z=1/1 ; cast A Zap blue instant: roll-die 20=15 you & if-roll=1-9 draw 1 you & if-roll=10-19 draw 2 you & if-roll=20+ draw 3 you ; resolve';
    const r = checkScenario(text);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.canonical).toBe(text);
    expect(r.resolution.final.players.find((p) => p.id === 'A')!.cards).toMatchObject({ hand: 2 });
    const high = checkScenario(text.replace('20=15', '20=20'));
    if (!high.ok) throw new Error(JSON.stringify(high.errors));
    expect(high.resolution.final.players.find((p) => p.id === 'A')!.cards).toMatchObject({ hand: 3 });
  });

  it('`roll-die 6=7` is an error at the word: a die of 6 sides comes up 1 to 6', () => {
    const [e] = errors('mtg ; A: z=1/1 ; B: y=1/1 ; cast A Zap: roll-die 6=7 you & if-roll=1-3 damage 1 y ; resolve');
    expect(e).toMatchObject({ key: 'engine-mtg-dice.parse.bad-result' });
    expect(tm('en', { key: e!.key, params: e!.params })).toBe('“6=7”: a die of 6 sides comes up 1 to 6.');
  });
});
