import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// One temporary root per run, removed at the end (test/global-teardown.ts): every temp dir a test or a process it
// spawns makes goes under it (TMPDIR), so a run leaves nothing behind in the system's temp directory.
const root = process.env.RULEBOT_TEST_ROOT ?? mkdtempSync(join(tmpdir(), 'rulebot-tests-'));
process.env.RULEBOT_TEST_ROOT = root;
const data = join(root, 'data');
const temp = join(root, 'tmp');
mkdirSync(data, { recursive: true });
mkdirSync(temp, { recursive: true });

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Two cores in CI: forks keep native modules (better-sqlite3) and the fake Discord server isolated per file.
    pool: 'forks',
    // Tests never see the developer's imported rules packs or database.
    env: { RULEBOT_DATA_DIR: data, NODE_ENV: 'test', TMPDIR: temp, TMP: temp, TEMP: temp },
    globalSetup: ['test/global-teardown.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
