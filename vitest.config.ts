import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      // Tests of the SQL in db/migrations.
      'db/**/*.test.ts',
    ],
    environment: 'node',
    // Migrates a database of each kind once; test servers start from copies of it.
    globalSetup: ['src/server/test-support/prepare-test-databases.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
