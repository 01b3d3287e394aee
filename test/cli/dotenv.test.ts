/** .env through Node's own parser: comments, quotes and `export` as `node --env-file` reads them; validation kept. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, environment, loadConfig, readDotEnv } from '../../bot/config.ts';

function dir(env: string): string {
  const d = mkdtempSync(join(tmpdir(), 'rulebot-env-'));
  writeFileSync(join(d, '.env'), env);
  return d;
}

describe('.env', () => {
  it('drops trailing # comments and whole-line comments, keeps # inside quotes', () => {
    const d = dir('# the bot\nRULEBOT_LANG=ja # Japanese console\nLOG_LEVEL="warn"\nexport RULEBOT_DB="a # b.db"\n');
    expect(readDotEnv(join(d, '.env'))).toEqual({ RULEBOT_LANG: 'ja', LOG_LEVEL: 'warn', RULEBOT_DB: 'a # b.db' });
    expect(loadConfig({}, d)).toMatchObject({ RULEBOT_LANG: 'ja', LOG_LEVEL: 'warn', RULEBOT_DB: 'a # b.db' });
  });

  it('the process environment wins over .env, and a blank value counts as unset', () => {
    const d = dir('RULEBOT_LANG=fr\nDISCORD_TOKEN=\n');
    expect(environment({ RULEBOT_LANG: 'ja' }, d)).toMatchObject({ RULEBOT_LANG: 'ja' });
    expect(environment({}, d).DISCORD_TOKEN).toBeUndefined();
  });

  it('still validates: a bad value names the variable, never the value', () => {
    const d = dir('RULEBOT_LANG=de # German\n');
    expect(() => loadConfig({}, d)).toThrow(ConfigError);
    expect(() => loadConfig({}, d)).toThrow(/RULEBOT_LANG/);
  });
});
