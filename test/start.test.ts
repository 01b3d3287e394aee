/**
 * `npm start` as a newcomer runs it: no token, so the console; questions typed on standard input in three
 * languages come back answered in the asker's language with a citation. A malformed token is one clear line.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

function start(input: string, env: Record<string, string> = {}) {
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env, LOG_LEVEL: 'silent' };
  if (!('DISCORD_TOKEN' in env)) delete childEnv.DISCORD_TOKEN;
  return spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bot', 'main.ts')], { cwd: ROOT, input, env: childEnv, encoding: 'utf8', timeout: 60_000 });
}

describe('npm start without a token', () => {
  it('answers ja, fr and en questions about battles and targeting with the right entry first', () => {
    const r = start(['/ruling バトルって誰が攻撃できるの？', '/ruling est-ce que Cull the Weak cible ?', '/ruling who can attack a battle?', '/quit', ''].join('\n'));
    expect(r.status).toBe(0);
    const answers = r.stdout.split(/\n(?=\S[^\n]*\n─)/);
    expect(r.stdout).toContain('出典');
    expect(r.stdout).toContain('Est-ce que Cull the Weak cible ?');
    expect(r.stdout).toContain('Sources');
    expect(r.stdout).toMatch(/mtg\.battle\.protector|mtg\.battle\.attack/);
    expect(r.stdout).toContain('rb.card.cull-the-weak');
    expect(answers.length).toBeGreaterThanOrEqual(3);
  });
});

describe('npm start with a malformed token', () => {
  it('exits 1 with one clear line that does not echo the token', () => {
    const r = start('', { DISCORD_TOKEN: 'not-a-token-secret123' });
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DISCORD_TOKEN');
    expect(r.stderr).not.toContain('secret123');
  });
});
