/**
 * Pins as regression tests: `rulebot pins verify` re-checks every pin against the knowledge base and the engine,
 * flags the stale ones in the store (exit code 1), and the bot shows a stale pin with a warning instead of hiding
 * it. The knowledge base is a fixture dir (RULEBOT_RULINGS_DIR) the test edits; the engine change is simulated by
 * wrapping checkScenario, and by importing a pin recorded by an "older engine" (fixtures/older-engine-pins.yaml).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Services } from '../../commands/context.ts';
import { runCommand } from '../../commands/dispatch.ts';
import type { OptionValues, ReplyView } from '../../commands/types.ts';
import { main } from '../../bot/cli.ts';
import { renderText } from '../../bot/text-render.ts';
import { freshStoreEnv, moderator, pinServices, pinsService, TRAMPLE_ANSWER, writePinsKb } from './fixture.ts';

const engine = vi.hoisted(() => ({ twist: 'none' as 'none' | 'outcome' | 'citations' }));

// "The engine changed": same scenario, a different outcome or different citations.
vi.mock('../../engine/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../engine/index.ts')>();
  return {
    ...real,
    checkScenario: (...args: Parameters<typeof real.checkScenario>) => {
      const result = real.checkScenario(...args);
      if (!result.ok || engine.twist === 'none') return result;
      const r = structuredClone(result);
      if (engine.twist === 'outcome') r.resolution.outcome = [{ key: 'engine-mtg.outcome.life', params: { player: 'B', from: 20, to: 14 } }];
      else r.resolution.steps = r.resolution.steps.map((s, i) => (i === 0 ? { ...s, rules: [...(s.rules ?? []), '506.4'] } : s));
      return r;
    },
  };
});

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const OLD_ENGINE_FILE = fileURLToPath(new URL('./fixtures/older-engine-pins.yaml', import.meta.url));
const SCENARIO = 'mtg ; A: w=6/6 trample ; B: x=2/2 ; attack w ; block x>w';

const kb = writePinsKb();
const db = freshStoreEnv();
const cliEnv = { ...db.env, RULEBOT_RULINGS_DIR: kb.dir };
let services: Services;
let entryPin: string;
let scenarioPin: string;

async function run(options: OptionValues, guildId = 'guild-v', svc = services): Promise<ReplyView> {
  return runCommand({ services: svc, invocation: moderator({ guildId }) }, 'pin', options);
}

/** `rulebot pins …` in this process, with the fixture knowledge base and this test's store. */
async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  for (const [k, v] of Object.entries(cliEnv)) vi.stubEnv(k, v);
  try {
    const code = await main(['pins', ...args], { out: (s) => out.push(s), err: (s) => err.push(s) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    vi.unstubAllEnvs();
  }
}

/** Fresh services, as after a restart: the start-up re-check runs, and its log lines are returned. */
async function restart(): Promise<{ services: Services; logs: Array<Record<string, unknown>> }> {
  const logs: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  return { services: await pinServices(kb.dir, db.env, { logger }), logs };
}

beforeAll(async () => {
  services = await pinServices(kb.dir, db.env);
  const a = await run({ subcommand: 'add', topic: 'how does trample work', entry: 'mtg.trample.lethal' });
  entryPin = /pin `([a-z0-9]+)`/.exec(a.sections[0]!.description)![1]!;
  const b = await run({ subcommand: 'add', topic: 'trample over a small blocker', scenario: SCENARIO });
  scenarioPin = /pin `([a-z0-9]+)`/.exec(b.sections[0]!.description)![1]!;
});

afterAll(async () => {
  await pinsService(services).close();
  await db.cleanup();
});

describe('rulebot pins verify', () => {
  it('passes (exit 0) while the knowledge base and the engine agree with every pin', async () => {
    const { code, out } = await cli('verify');
    expect(out).toMatch(/^2 pins checked against knowledge base [0-9a-f]+ \((sqlite|postgres)\): 0 stale$/m);
    expect(out).toContain(`(${db.backend}): 0 stale`); // PostgreSQL when DATABASE_URL is set
    expect(code).toBe(0);
    const pin = await pinsService(services).store.getPin('guild-v', entryPin);
    expect(pin!.verification).toMatchObject({ stale: false, reason: null, checkedAt: expect.any(String) });
  });

  it('flags an entry pin once the entry’s text changes (exit 1), and the bot shows it with a warning', async () => {
    kb.setTrample('Changed: a trampler now assigns damage however its controller likes.');
    const { code, out } = await cli('verify');
    expect(code).toBe(1);
    expect(out).toMatch(new RegExp(`^STALE entry-changed +guild guild-v pin ${entryPin} “how does trample work” → entry mtg\\.trample\\.lethal$`, 'm'));
    expect(out).toMatch(/2 pins checked .*: 1 stale$/m);
    const pin = await pinsService(services).store.getPin('guild-v', entryPin);
    expect(pin!.verification).toMatchObject({ stale: true, reason: 'entry-changed' });
    const audit = await pinsService(services).store.listAudit('guild-v', { pinId: entryPin });
    expect(audit[0]).toMatchObject({ action: 'pin.verify', actor: { userId: 'system' } });

    // After a restart on the changed knowledge base: one start-up log line, and the pin is shown, with a warning.
    const restarted = await restart();
    expect(restarted.logs.find((l) => l.msg === 'pins re-checked: some are stale (rulebot pins verify lists them)')).toMatchObject({
      level: 40,
      stale: 1,
      staleExamples: [{ guildId: 'guild-v', id: entryPin, topic: 'how does trample work', reason: 'entry-changed' }],
    });
    const answer = renderText(await runCommand({ services: restarted.services, invocation: moderator({ guildId: 'guild-v' }) }, 'ruling', { question: 'how does trample work' }));
    expect(answer.startsWith('📌 Canonical answer for this server')).toBe(true);
    expect(answer).toContain('⚠️ This pin may be out of date: the pinned ruling has changed since it was pinned.');
    expect(answer).toContain('Changed: a trampler now assigns damage however its controller likes.');
    const list = renderText(await run({ subcommand: 'list' }, 'guild-v', restarted.services));
    expect(list).toContain('⚠️ stale: the pinned ruling has changed since it was pinned');
    expect(list).toContain('1 stale');
    const onlyStale = renderText(await run({ subcommand: 'list', stale: true }, 'guild-v', restarted.services));
    expect(onlyStale).toContain(entryPin);
    expect(onlyStale).not.toContain(scenarioPin);

    // `rulebot pins list --stale` shows it too; re-confirming it (replace) makes it fresh again.
    expect((await cli('list', '--stale')).out).toContain(`guild-v ${entryPin} [STALE (entry-changed)] “how does trample work”`);
    const again = renderText(await run({ subcommand: 'add', topic: 'how does trample work', entry: 'mtg.trample.lethal', replace: true }, 'guild-v', restarted.services));
    expect(again).not.toContain('may be out of date');
    expect((await cli('verify')).code).toBe(0);
  });

  it('flags an entry pin whose entry was removed, and clears the flag when the entry is back', async () => {
    kb.setTrample(null);
    const gone = await cli('verify');
    expect(gone.code).toBe(1);
    expect(gone.out).toMatch(new RegExp(`^STALE entry-missing +guild guild-v pin ${entryPin} `, 'm'));
    const restarted = await restart();
    const answer = renderText(await runCommand({ services: restarted.services, invocation: moderator({ guildId: 'guild-v' }) }, 'ruling', { question: 'how does trample work' }));
    expect(answer).toContain('The pinned ruling `mtg.trample.lethal` is no longer in the knowledge base.');

    kb.setTrample(TRAMPLE_ANSWER);
    // The replaced pin's baseline is the changed text; restoring the old text is a change too.
    await run({ subcommand: 'add', topic: 'how does trample work', entry: 'mtg.trample.lethal', replace: true }, 'guild-v', (await restart()).services);
    const back = await cli('verify');
    expect(back.out).toContain(': 0 stale');
    expect(back.code).toBe(0);
  });

  it('flags a scenario pin when the engine’s outcome or its citations change', async () => {
    engine.twist = 'outcome';
    try {
      const { code, out } = await cli('verify', '--json');
      expect(code).toBe(1);
      const report = JSON.parse(out) as { checked: number; stale: Array<{ id: string; reason: string }> };
      expect(report.checked).toBe(2);
      expect(report.stale).toEqual([expect.objectContaining({ id: scenarioPin, reason: 'outcome-changed', stale: true })]);
      const check = renderText(await runCommand({ services, invocation: moderator({ guildId: 'guild-v' }) }, 'check', { scenario: SCENARIO }));
      expect(check.startsWith('📌 Canonical answer for this server')).toBe(true);
      expect(check).toContain('⚠️ This pin may be out of date: the engine now gives a different outcome for the pinned scenario.');

      engine.twist = 'citations';
      const cited = await cli('verify');
      expect(cited.code).toBe(1);
      expect(cited.out).toMatch(new RegExp(`^STALE citations-changed guild guild-v pin ${scenarioPin} `, 'm'));
    } finally {
      engine.twist = 'none';
    }
    expect((await cli('verify')).code).toBe(0);
    expect((await pinsService(services).store.getPin('guild-v', scenarioPin))!.verification.stale).toBe(false);
  });

  it('a scenario pin recorded by an older engine is flagged after import, by the real `rulebot pins verify` process', async () => {
    const imported = renderText(await run({ subcommand: 'import', file: OLD_ENGINE_FILE }, 'guild-old'));
    expect(imported).toContain('1 added, 0 updated, 0 unchanged, 0 removed.');
    expect(imported).toContain('⚠️ 1 pin is stale against today');

    const child = spawnSync(process.execPath, ['--import', 'tsx', 'bot/cli.ts', 'pins', 'verify'], {
      cwd: REPO,
      env: { ...process.env, ...cliEnv, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.stderr).toBe('');
    expect(child.stdout).toMatch(/^STALE outcome-changed +guild guild-old pin oldengine01 “trample damage with one small blocker” → scenario mtg ; A: w=6\/6/m);
    expect(child.stdout).toContain('3 pins checked');
    expect(child.status).toBe(1);
  });

  it('answers usage errors with exit code 2', async () => {
    const { code, err } = await cli('frobnicate');
    expect(code).toBe(2);
    expect(err).toContain('rulebot pins verify');
  });
});
