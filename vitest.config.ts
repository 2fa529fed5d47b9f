import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's path aliases (tsconfig.web.json), for its unit tests.
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/web', import.meta.url)),
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
    },
  },
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      // Tests of the SQL in db/migrations.
      'db/**/*.test.ts',
      // Tests of the build scripts.
      'scripts/**/*.test.mjs',
    ],
    environment: 'node',
    // Migrates a database of each kind once; test servers start from copies of it.
    globalSetup: ['src/server/test-support/prepare-test-databases.ts'],
    // Most test files wait on a server and a database, so one more worker than CI's two cores
    // keeps them busy (342 s → 280 s for the suite on a 2-core machine).
    maxWorkers: 3,
    // A worker keeps the modules it has loaded from one test file to the next instead of loading
    // them again for each: the server's and the app's modules took most of the suite's time
    // (src/server/auth and rest: 397 s → 150 s). Test files share no state but the modules': each
    // starts its own server on its own database copy.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
