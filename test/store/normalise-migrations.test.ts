/** Pure parts of the store: topic keys and the migration files. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseTopic } from '../../store/normalise.ts';
import { expandMacros, loadMigrations } from '../../store/migrations.ts';

describe('normaliseTopic', () => {
  it.each([
    ['  How does TRAMPLE work?? ', 'how does trample work'],
    ['ＨＯＷ　ＤＯＥＳ　ＴＲＡＭＰＬＥ　ＷＯＲＫ？', 'how does trample work'],
    ['《アタック》について。', 'アタックについて'],
    ['アタック について', 'アタックについて'],
    ['ﾄﾗﾝﾌﾟﾙ', 'トランプル'],
    ['Qu’est-ce que « piétinement » ?', 'qu est-ce que piétinement'],
    ['What does 702.19b say.', 'what does 702.19b say'],
  ])('%j → %j', (input, key) => {
    expect(normaliseTopic(input)).toBe(key);
  });

  it('keeps the signs that change a rules question', () => {
    expect(normaliseTopic('+1/+1 counters')).not.toBe(normaliseTopic('-1/-1 counters'));
    expect(normaliseTopic('rule 702.19b')).not.toBe(normaliseTopic('rule 70219b'));
  });

  it('is idempotent, so callers may pass raw or normalised text', () => {
    const text = fc.string({ unit: fc.constantFrom(...'aZé 。、《》「」?!.…-+/1９ｶアー漢 \t'.split('')), maxLength: 30 });
    fc.assert(fc.property(fc.oneof(text, fc.string()), (s) => normaliseTopic(normaliseTopic(s)) === normaliseTopic(s)), { numRuns: 2000 });
  });
});

describe('migrations', () => {
  it('expand to plain SQL for both dialects', () => {
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const migrations = loadMigrations(dialect);
      expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
      for (const m of migrations) expect(m.sql).not.toMatch(/@/);
    }
    expect(loadMigrations('sqlite')[0]?.sql).toMatch(/id\s+INTEGER PRIMARY KEY AUTOINCREMENT/);
    expect(loadMigrations('postgres')[0]?.sql).toMatch(/created_at\s+TIMESTAMPTZ NOT NULL/);
  });

  it('reject unknown macros, gaps and per-dialect overrides are picked up', () => {
    expect(() => expandMacros('CREATE TABLE t (x @NOPE@)', 'sqlite')).toThrow(/unknown migration macro/);
    const dir = mkdtempSync(join(tmpdir(), 'rulebot-mig-'));
    try {
      writeFileSync(join(dir, '001_init.sql'), 'CREATE TABLE a (t @TS@);');
      writeFileSync(join(dir, '002_more.sql'), 'CREATE TABLE b (j @JSON@);');
      writeFileSync(join(dir, '002_more.postgres.sql'), 'CREATE TABLE b (j JSONB);');
      expect(loadMigrations('sqlite', dir).map((m) => m.sql)).toEqual(['CREATE TABLE a (t TEXT);', 'CREATE TABLE b (j TEXT);']);
      expect(loadMigrations('postgres', dir)[1]?.sql).toBe('CREATE TABLE b (j JSONB);');
      writeFileSync(join(dir, '004_gap.sql'), 'SELECT 1;');
      expect(() => loadMigrations('sqlite', dir)).toThrow(/without gaps/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
