/**
 * Batch input (`ask --file`, `check --file`, `check -`), pin import files and .env are read under a cap (issue
 * #30): /dev/zero or an endless pipe ends with a clear error instead of filling memory.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readDotEnv } from '../../bot/config.ts';
import { readImportSource } from '../../commands/pin-io.ts';
import { tempDir } from '../official/helpers.ts';
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

describe('other files are read under a cap', () => {
  it('a pin import file given as a path (a FIFO here) stops at the 1 MB import limit', async () => {
    const path = join(tempDir('rulebot-pins-'), 'pins.yaml');
    expect(spawnSync('mkfifo', [path]).status).toBe(0);
    createWriteStream(path).on('error', () => undefined).end(`pins:\n${'  - topic: x\n'.repeat(200_000)}`);
    await expect(readImportSource(path, async () => '')).rejects.toMatchObject({ problem: 'too-large' });
  });

  it('a .env file far larger than settings can be is refused', () => {
    const path = join(tempDir('rulebot-env-'), '.env');
    writeFileSync(path, `A=${'x'.repeat(100 * 1024)}\n`);
    expect(() => readDotEnv(path)).toThrow(ConfigError);
  });
});

