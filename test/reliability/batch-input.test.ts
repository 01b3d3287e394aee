/**
 * Batch input (`ask --file`, `check --file`, `check -`) is read under a cap (issue #30): /dev/zero or an endless
 * pipe ends with a clear error instead of filling memory.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers.ts';

describe('batch files are read under a cap', () => {
  it('`ask --file /dev/zero` stops at 64 MB with a usage error', async () => {
    const r = await runCli(['ask', '--file', '/dev/zero']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('/dev/zero holds more than 64 MB, the limit; reading stopped there');
    expect(r.maxRssMb).toBeLessThan(200);
  });

  it('`check -` reads at most 1 MB of standard input and refuses more', async () => {
    const r = await runCli(['check', '-'], { input: `mtg ; A: w=2/2 ; ${'x'.repeat(2 * 1024 * 1024)}` });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('standard input holds more than 1 MB, the limit; reading stopped there');
  });
});
