/**
 * The notation words of the tenth stretch's choices (oracle10b, #31): `cleaved` after a spell's name (702.148a) is
 * for a card with cleave, so effects written out refuse it; `mode=` may repeat a mode only for a card that says so
 * (700.2d); escalate's total cost counts the modes chosen beyond the first (702.120a, 601.2f).
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
});
