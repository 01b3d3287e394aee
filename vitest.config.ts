import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Two cores in CI: forks keep native modules (better-sqlite3) and the fake Discord server isolated per file.
    pool: 'forks',
    // Tests never see the developer's imported rules packs or database.
    env: { RULEBOT_DATA_DIR: mkdtempSync(join(tmpdir(), 'rulebot-test-data-')), NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
