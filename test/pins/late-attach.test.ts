/**
 * The pin store attaches just after start-up (bot/services.ts, `late`): the bot is ready to search before the
 * database is open, and a command that arrives in that moment waits for it rather than seeing no pins.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleSession } from '../../bot/console.ts';
import { closeServices, createServices } from '../../bot/services.ts';

const saved = process.env.RULEBOT_DATA_DIR;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rulebot-late-'));
  process.env.RULEBOT_DATA_DIR = dir;
});

afterAll(() => {
  if (saved === undefined) delete process.env.RULEBOT_DATA_DIR;
  else process.env.RULEBOT_DATA_DIR = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe('pins attach after start-up', () => {
  it('a /pin command sent the instant the services exist still reaches the store', async () => {
    const services = await createServices();
    // nothing awaited between start-up and the first command
    const reply = (await createConsoleSession(services, 'en').handle('/pin list')).text;
    expect(reply).toContain('This server has no pins yet');
    expect(reply).not.toContain('Pins are not available');
    expect(services.pins).toBeDefined();
    await closeServices(services);
  });

  it('closing right after start-up closes the store that was still opening', async () => {
    const services = await createServices();
    await closeServices(services);
    const pins = services.pins!;
    // the store was opened, then closed: a second close is harmless, and no handle keeps the process alive
    await expect(pins.store.close()).resolves.toBeUndefined();
  });
});
