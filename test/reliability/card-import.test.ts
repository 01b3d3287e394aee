/**
 * `rulebot import scryfall` reads pipes and FIFOs once, under a cap (issue #30): before, a FIFO holding the wrong
 * file hung forever (the path was opened again to quote its first bytes) and a pipe failed with a raw ESPIPE.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importScryfall } from '../../rulings/cards/import.ts';
import { ORACLE } from '../cards/fixture.ts';
import { tempDir } from '../official/helpers.ts';
import { REPO, runCli } from './helpers.ts';

function fifo(content: Buffer | string): string {
  const path = join(tempDir('rulebot-fifo-'), 'bulk.json');
  expect(spawnSync('mkfifo', [path]).status).toBe(0);
  // Opening a FIFO for writing waits for its reader: the import in the child process.
  createWriteStream(path).on('error', () => undefined).end(content);
  return path;
}

describe('card data from pipes and FIFOs', () => {
  it('imports Oracle Cards from a FIFO, reading it once', async () => {
    const r = await runCli(['import', 'scryfall', fifo(readFileSync(ORACLE)), '--dry-run'], { timeoutMs: 60_000 });
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(/Scryfall card data of \d{4}-\d\d-\d\d: \d+ cards/);
  });

  it('says what a wrong file in a FIFO is, without opening it again (it used to hang)', async () => {
    const rules = await runCli(['import', 'scryfall', fifo('\ufeffMagic: The Gathering Comprehensive Rules\r\n\r\nThese rules are effective as of February 7, 2025.\r\n')], { timeoutMs: 60_000 });
    expect(rules.code).toBe(1);
    expect(rules.stderr).toMatch(/bulk\.json is the Comprehensive Rules text, not card data\. Did you mean: rulebot import mtg-cr/);
    const object = await runCli(['import', 'scryfall', fifo('{"object":"card","name":"Grizzly Bears"}')], { timeoutMs: 60_000 });
    expect([object.code, object.stderr]).toEqual([1, expect.stringMatching(/this is a single JSON object/)]);
  });

  it('reads standard input: `-`, or /dev/stdin at the end of a shell pipe', async () => {
    const dash = await runCli(['import', 'scryfall', '-', '--dry-run'], { input: readFileSync(ORACLE), timeoutMs: 60_000 });
    expect({ code: dash.code, stderr: dash.stderr }).toEqual({ code: 0, stderr: '' });
    expect(dash.stdout).toMatch(/\d+ cards/);
    const shell = spawnSync('sh', ['-c', `cat '${ORACLE}' | '${process.execPath}' --import tsx bot/cli.ts import scryfall /dev/stdin --dry-run`], { cwd: REPO, encoding: 'utf8', timeout: 60_000 });
    expect({ code: shell.status, stderr: shell.stderr }).toEqual({ code: 0, stderr: '' });
    expect(shell.stdout).toMatch(/\d+ cards/);
  });

  it('stops at the byte cap with a clear error, and /dev/zero is refused at once', async () => {
    const path = join(tempDir('rulebot-cards-'), 'oracle-cards-20250207100112.json');
    writeFileSync(path, readFileSync(ORACLE));
    const capped = importScryfall([path], { maxBytes: 1000 });
    expect(capped).toMatchObject({ ok: false, error: { key: 'card.import.too-large', params: { file: path, max: '1000 bytes' } } });
    const zero = await runCli(['import', 'scryfall', '/dev/zero'], { timeoutMs: 60_000 });
    expect(zero.code).toBe(1);
    expect(zero.stderr).toMatch(/\/dev\/zero, line 1, column 1: expected a JSON list/);
    expect(zero.maxRssMb).toBeLessThan(200);
  });
});
