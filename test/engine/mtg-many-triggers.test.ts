/**
 * Many triggered abilities at once: the orders of one player's simultaneous triggers (603.3b) are offered as branches
 * only while there are at most MAX_BRANCHES of them. A board where several creatures die together, each death
 * triggering every "whenever a creature dies" ability, once had the kernel list every order (ten triggers: 3.6 million)
 * before seeing there were too many: a generated timeline of the property tests filled a 4 GB heap with it. The check
 * runs in a child process with a 256 MB heap, which that listing overflows (it needed about 1.8 GB).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SCENARIO =
  'mtg ; A: a=1/2 indestructible black ; b=3/1 white (static: lose flying creatures) ; c=0/2 ; ' +
  'B: x=5/1 deathtouch (creature-dies: destroy x) (static: +0/-1 others) ; y=0/5 (static: +0/-1 others) ; ' +
  'z=0/2 trample white (creature-dies: damage 2 y,self) ; resolve ; next';

describe('simultaneous triggers beyond the branch limit', () => {
  it('resolve in the usual order, within a small heap, without listing every order of ten triggers', () => {
    const script = `
      import { checkScenario } from './engine/index.ts';
      const r = checkScenario(${JSON.stringify(SCENARIO)});
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      console.log(JSON.stringify({ triggers: r.resolution.steps.filter((s) => s.key === 'engine-mtg.step.triggers').length, branches: (r.resolution.branches ?? []).length, stopped: !!r.resolution.stopped }));
    `;
    const child = spawnSync(process.execPath, ['--max-old-space-size=256', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(child.status, child.stderr.slice(-400)).toBe(0);
    const seen = JSON.parse(child.stdout.trim().split('\n').pop()!) as { triggers: number; branches: number; stopped: boolean };
    expect(seen.triggers).toBeGreaterThan(1);
    expect(seen.branches).toBe(0);
    expect(seen.stopped).toBe(false);
  });
});
