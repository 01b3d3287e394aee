/**
 * Energy (107.14; engine/mtg/energy.ts) in the notation: `energy=N` on a player, the effects `get-energy N` and
 * `pay-energy N` (a cost paid as the ability resolves, 118.12, before `if-done`), and the activation cost `energy:N`.
 * Positions written from the rules; each asserts what a user reads: the final counters, the outcome, the trace.
 */
import { describe, expect, it } from 'vitest';
import { renderSteps } from '../../commands/render/resolution.ts';
import { parseScenario, printScenario } from '../../engine/index.ts';
import { ok, object, player } from './helpers.ts';

const keys = (r: ReturnType<typeof ok>) => r.resolution.steps.map((s) => s.key);

describe('energy counters of a player (107.14)', () => {
  it('get-energy adds to what the player had; the outcome and the final counters say so', () => {
    const r = ok('mtg ; A energy=1 ; A: w=2/2 (activated: get-energy 2 you) ; B: x=1/1 ; activate w');
    expect(player(r, 'A').counters).toMatchObject({ energy: 3 });
    const en = renderSteps(r, 'en').join('\n');
    expect(en).toContain('A gets 2 energy counters (1 → 3). [107.14 · 122.1]');
    expect(renderSteps(r, 'ja').join('\n')).toContain('Aはエネルギー・カウンターを2個得る（1 → 3）');
    expect(renderSteps(r, 'fr').join('\n')).toContain('A reçoit 2 marqueurs « énergie » (1 → 3)');
  });

  it('pay-energy then if-done: paid from enough energy, what follows happens', () => {
    const r = ok('mtg ; A energy=2 ; A: w=2/2 (activated: pay-energy 2 you & if-done put 1 +1/+1 self) ; B: x=1/1 ; activate w');
    expect(player(r, 'A').counters).toMatchObject({ energy: 0 });
    expect(object(r, 'w').counters).toMatchObject({ '+1/+1': 1 });
    expect(keys(r)).toContain('engine-mtg-energy.step.pay');
  });

  it('pay-energy with too little energy is not paid, so nothing after "if you do" happens (118.12, 608.2d)', () => {
    const r = ok('mtg ; A energy=1 ; A: w=2/2 (activated: pay-energy 2 you & if-done put 1 +1/+1 self) ; B: x=1/1 ; activate w');
    expect(player(r, 'A').counters).toMatchObject({ energy: 1 });
    expect(object(r, 'w').counters?.['+1/+1'] ?? 0).toBe(0);
    const en = renderSteps(r, 'en').join('\n');
    expect(en).toContain("A has only one energy counter, so they can't pay 2 energy");
    expect(en).toContain('[107.14 · 118.3 · 608.2d]');
  });

  it('the activation cost energy:N is paid as the ability is activated, or refuses it (602.2b)', () => {
    const paid = ok('mtg ; A energy=3 ; A: w=2/2 (activated energy:2: put 1 +1/+1 self) ; B: x=1/1 ; activate w');
    expect(player(paid, 'A').counters).toMatchObject({ energy: 1 });
    expect(object(paid, 'w').counters).toMatchObject({ '+1/+1': 1 });
    const refused = ok('mtg ; A: w=2/2 (activated energy:2: put 1 +1/+1 self) ; B: x=1/1 ; activate w');
    expect(refused.resolution.violations.map((v) => v.key)).toContain('engine-mtg-energy.violation.cost');
    expect(object(refused, 'w').counters?.['+1/+1'] ?? 0).toBe(0);
  });

  it('prints back as written: energy=N, get-energy, pay-energy and energy:N', () => {
    const text = 'mtg ; A: energy=2 ; w=2/2 (enters: get-energy 2 you) (activated energy:1: pay-energy 1 you & if-done draw 1 you) ; B: x=1/1';
    const first = parseScenario(text).scenario!;
    expect(first).toBeDefined();
    const printed = printScenario(first, { oneLine: true });
    expect(printed).toContain('energy=2');
    expect(printed).toContain('(activated energy:1: pay-energy 1 you & if-done draw 1 you)');
    expect(parseScenario(printed).scenario).toStrictEqual(first);
  });
});
