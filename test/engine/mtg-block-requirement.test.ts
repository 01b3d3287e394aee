/**
 * "Must be blocked if able" (509.1c) on an attacker that needs more than one blocker: menace or min-blockers. The
 * requirement can be obeyed only by a group large enough for the restriction, so it is broken when the attacker
 * stays unblocked while that many creatures could each have blocked it, and asks for nothing when fewer could.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { renderCheck } from '../../commands/render/resolution.ts';
import type { Locale } from '../../commands/i18n.ts';
import { ok, player, violationRules } from './helpers.ts';

const seen = (text: string, locale: Locale = 'en'): string =>
  renderCheck(checkScenario(text), locale)
    .map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name} ${f.value}`)].join('\n'))
    .join('\n');

describe('must be blocked if able, with menace or min-blockers (509.1c)', () => {
  it('a menace attacker left unblocked while two creatures could block it: a violation naming both', () => {
    const text = 'mtg ; A: w=Goblin 3/3 menace must-be-blocked ; B: x=Bear 2/2 ; y=Wolf 2/2 ; attack w';
    expect(violationRules(ok(text))).toEqual(expect.arrayContaining(['509.1c', '509.1b']));
    const en = seen(text);
    expect(en).toContain('509.1c');
    expect(en).toMatch(/Goblin \(w\) must be blocked if able/);
    expect(en).toMatch(/Bear \(x\).*Wolf \(y\)/);
    for (const locale of ['ja', 'fr'] as const) expect(seen(text, locale)).toContain('509.1c');
  });

  it('one untapped creature can\'t block a menace attacker, so leaving it unblocked is legal', () => {
    const r = ok('mtg ; A: w=3/3 menace must-be-blocked ; B: x=2/2 ; y=2/2 tapped ; attack w');
    expect(r.resolution.violations).toEqual([]);
    expect(player(r, 'B').life).toBe(17);
  });

  it('min-blockers:3 counts three able creatures; two are not enough', () => {
    const three = ok('mtg ; A: w=5/5 min-blockers:3 must-be-blocked ; B: x=1/1 ; y=1/1 ; z=1/1 ; attack w');
    expect(violationRules(three)).toContain('509.1c');
    const two = ok('mtg ; A: w=5/5 min-blockers:3 must-be-blocked ; B: x=1/1 ; y=1/1 ; z=1/1 flying tapped ; attack w');
    expect(two.resolution.violations).toEqual([]);
    expect(player(two, 'B').life).toBe(15);
    const blocked = ok('mtg ; A: w=5/5 min-blockers:3 must-be-blocked ; B: x=1/1 ; y=1/1 ; z=1/1 ; attack w ; block x,y,z>w');
    expect(blocked.resolution.violations).toEqual([]);
  });

  it('a creature that can\'t block this attacker (no flying or reach against a flyer) does not count', () => {
    const r = ok('mtg ; A: w=3/3 flying menace must-be-blocked ; B: x=2/2 flying ; y=2/2 ; attack w');
    expect(r.resolution.violations).toEqual([]);
    const both = ok('mtg ; A: w=3/3 flying menace must-be-blocked ; B: x=2/2 flying ; y=2/2 reach ; attack w');
    expect(violationRules(both)).toContain('509.1c');
  });
});
