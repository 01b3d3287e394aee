/**
 * Shared set-up for the pin tests: a small knowledge base in a temp dir (so a test can change an entry and see the
 * pin go stale), and a fresh pin store — a temp SQLite file, or, when DATABASE_URL is set, a throw-away schema on
 * that PostgreSQL server (dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Services } from '../../commands/context.ts';
import type { PinsService } from '../../commands/pin-service.ts';
import type { Invocation } from '../../commands/types.ts';
import { pinsFeature, type PinsFeatureOptions } from '../../bot/features.ts';
import { createServices } from '../../bot/services.ts';
import type { StoreEnv } from '../../store/index.ts';
import { writeKb } from '../helpers/kb-fixture.ts';

export const TRAMPLE_ANSWER = 'A trampler must give each blocker lethal damage first; the rest may go to the player it attacks.';

const SOURCES = `- id: pins-src
  game: mtg
  title: { en: Pin test rules, ja: ピンのテスト用ルール, fr: Règles de test des épingles }
  language: en
  date: 2025-02-07
`;

export function trampleYaml(answer = TRAMPLE_ANSWER): string {
  return `- id: mtg.trample.lethal
  game: mtg
  title: { en: Trample gives lethal damage first, ja: トランプルはまず致死ダメージ, fr: Le piétinement donne d'abord des blessures mortelles }
  answer:
    en: "${answer}"
    ja: トランプル持ちは各ブロッカーに致死ダメージを与えてから、残りをプレイヤーに割り振れます。
    fr: Un attaquant avec le piétinement donne d'abord des blessures mortelles à chaque bloqueur, puis le reste au joueur.
  questions:
    en: [how does trample work, trample damage to the player]
    ja: [トランプルはどう働く]
    fr: [comment marche le piétinement]
  keywords: { en: [trample], ja: [トランプル], fr: [piétinement] }
  citations: [{ source: pins-src, rule: "702.19b" }]
`;
}

const DEATHTOUCH = `- id: mtg.deathtouch
  game: mtg
  title: { en: One point of deathtouch damage is lethal, ja: 接死のダメージは1点で致死, fr: Une blessure de contact mortel suffit }
  answer:
    en: Any damage from a deathtouch source counts as lethal damage.
    ja: 接死を持つ発生源からのダメージは、1点でも致死ダメージとして扱われます。
    fr: Toute blessure infligée par une source avec le contact mortel compte comme mortelle.
  questions:
    en: [how does deathtouch work]
    ja: [接死はどう働く]
    fr: [comment marche le contact mortel]
  keywords: { en: [deathtouch], ja: [接死], fr: [contact mortel] }
  citations: [{ source: pins-src, rule: "702.2c" }]
`;

export interface KbFixture {
  dir: string;
  /** Rewrites the trample entry (e.g. with a new answer), or removes it (null). */
  setTrample(answer: string | null): void;
}

export function writePinsKb(): KbFixture {
  const dir = writeKb({ 'sources/pins.yaml': SOURCES, 'mtg/trample.yaml': trampleYaml(), 'mtg/deathtouch.yaml': DEATHTOUCH });
  return {
    dir,
    setTrample(answer) {
      writeFileSync(join(dir, 'mtg/trample.yaml'), answer === null ? '[]\n' : trampleYaml(answer));
    },
  };
}

export interface StoreFixture {
  env: StoreEnv;
  backend: 'sqlite' | 'postgres';
  cleanup(): Promise<void>;
}

type Pool = { query(sql: string): Promise<unknown>; end(): Promise<void> };

/** A fresh, empty pin store for this test file. */
export function freshStoreEnv(): StoreFixture {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `rulebot_pins_${randomBytes(5).toString('hex')}`;
    return {
      env: { DATABASE_URL: url, RULEBOT_PG_SCHEMA: schema },
      backend: 'postgres',
      async cleanup() {
        const { Pool } = createRequire(import.meta.url)('pg') as { Pool: new (c: { connectionString: string; max: number }) => Pool };
        const admin = new Pool({ connectionString: url, max: 1 });
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'rulebot-pins-'));
  return {
    env: { RULEBOT_DB: join(dir, 'pins.db') },
    backend: 'sqlite',
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Services over the fixture knowledge base with only the pins feature (no official rules pack). */
export async function pinServices(dir: string, env: StoreEnv, options: Omit<PinsFeatureOptions, 'env'> = {}): Promise<Services> {
  return createServices({ dir, features: [pinsFeature({ ...options, env })] });
}

export function pinsService(services: Services): PinsService {
  const service = services.pins;
  if (!service) throw new Error('the pins feature did not start');
  return service;
}

export const GUILD = 'guild-1';

export function moderator(extra: Partial<Invocation> = {}): Invocation {
  return { userLocale: 'en', guildLocale: 'en', userId: 'mod-1', userName: 'Mod Mia', guildId: GUILD, canManageMessages: true, roleIds: [], ...extra };
}

export function member(extra: Partial<Invocation> = {}): Invocation {
  return { userLocale: 'en', guildLocale: 'en', userId: 'user-2', userName: 'Player Pat', guildId: GUILD, canManageMessages: false, roleIds: [], ...extra };
}

/** Today's date as the pin footer shows it. */
export const today = () => new Date().toISOString().slice(0, 10);
