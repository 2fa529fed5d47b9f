import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// A second server for the journeys that need other auth settings than the demo's.
const securePort = port + 1;

/** The product as `npm start` runs it, on a fresh database with the demo data. */
const server = (serverPort: number, dataDir: string, env: Record<string, string> = {}) => ({
  command: 'node scripts/e2e-server.mjs',
  url: `http://127.0.0.1:${serverPort}/health`,
  reuseExistingServer: false,
  timeout: 180_000,
  // Every test signs in from the same address; the per-IP limit of /auth/v1/token is for
  // attackers, not for a test suite.
  env: {
    PORT: String(serverPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '10000',
    ...env,
  },
});

const securePasswordChange = /reauthentication\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // In CI a failed journey runs once more and, if it passes then, is reported as flaky (decision
  // 0067); locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  // Screens answer in about a second on a quiet machine; a busy CI machine may take several.
  // A journey that checks several screens with axe (seconds each at a phone's width) gets a
  // minute.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: securePasswordChange,
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: 'secure-password-change',
      testMatch: securePasswordChange,
      use: { baseURL: `http://127.0.0.1:${securePort}` },
    },
  ],
  webServer: [
    server(port, '.data/e2e'),
    server(securePort, '.data/e2e-secure', {
      SECURE_PASSWORD_CHANGE: 'true',
      SECURE_PASSWORD_CHANGE_AFTER: '0',
    }),
  ],
});
