/**
 * Positions from an outside review of casting timing, targeting restrictions, redirection, the historical rulesets
 * and the kernel they plug into. Each test is a position where the engine's answer (or the way the reply said it)
 * was wrong before the fix next to it; the test asserts what the user sees.
 */
import { describe, expect, it } from 'vitest';
import { renderCheck } from '../../commands/render/resolution.ts';
import { object, ok } from './helpers.ts';

const text = (r: ReturnType<typeof ok>, locale: 'en' | 'ja' | 'fr' = 'en') =>
  renderCheck(r, locale)
    .map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name}\n${f.value}`)].join('\n'))
    .join('\n');

describe('review: how a pump reads in the trace', () => {
  it('Giant Growth in response to a Shock, then protection: the trace says +3/+3, not "gets 3/3" (a base change)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Shock red instant: damage 2 x ; cast B Giant Growth green instant: +3/+3 x ; cast B Gods Willing white instant: gain pro:red x');
    expect(object(r, 'x')).toMatchObject({ zone: 'battlefield', damage: 0, power: 5, toughness: 5 });
    const en = text(r);
    expect(en).toContain('x gets +3/+3 until end of turn (now 5/5)');
    expect(en).toContain('Shock does not resolve');
    expect(en).toContain('608.2b');
    expect(text(r, 'fr')).toContain('x gagne +3/+3');
    expect(text(r, 'ja')).toContain('+3/+3の修整');
    const minus = ok('mtg ; A: w=2/2 ; B: x=3/3 ; cast A: -1/-2 x');
    expect(text(minus)).toContain('x gets -1/-2 until end of turn (now 2/1)');
  });
});
