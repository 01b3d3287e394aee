import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Two cores in CI: forks keep native modules (better-sqlite3) and the fake Discord server isolated per file.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
