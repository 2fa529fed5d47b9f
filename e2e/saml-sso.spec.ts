import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SamlTestIdp, type ResponseOptions } from '../src/server/test-support/saml-test-idp.ts';
import { expectNoSeriousViolations } from './accessibility.ts';

// Single sign-on needs SAML_ENABLED, which the shared journey server leaves off (its sign-in
// screens stay as they are), so this journey starts a server of its own on a free port. The
// identity provider runs in the test: the browser's visit to it is answered here with the
// auto-submitting form a real one sends, carrying a response it signed.

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let dataDir = '';
let origin = '';
let serviceRoleKey = '';
const idp = new SamlTestIdp();
const domain = `sso-${Date.now()}.example`;

test.beforeAll(async () => {
  // A first start migrates a new database, which takes a while on a busy machine.
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saml-e2e-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '0',
      LOG_LEVEL: 'warn',
      SAML_ENABLED: 'true',
      // Ports are ignored on loopback, so the free port the server picks is on this site.
      SITE_URL: 'http://127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '10000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server = child;
  let banner = '';
  await new Promise<void>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`The SSO server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(banner)?.[1];
      const key = /service_role key: +(\S+)/.exec(banner)?.[1];
      if (port !== undefined && key !== undefined) {
        origin = `http://127.0.0.1:${port}`;
        serviceRoleKey = key;
        resolve();
      }
    });
  });
  const registered = await fetch(`${origin}/auth/v1/admin/sso/providers`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: 'saml',
      metadata_xml: idp.metadataXml,
      domains: [domain],
      attribute_mapping: { keys: { full_name: { name: 'displayName' } } },
    }),
  });
  expect(registered.status).toBe(201);
});

test.afterAll(async () => {
  const child = server;
  if (child !== undefined && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Plays the identity provider: signs the person in and posts its answer to our ACS. */
async function actAsIdentityProvider(page: Page, nameId: string, options: ResponseOptions = {}) {
  await page.route(`${idp.entityId}/**`, async (route) => {
    const request = idp.receive(route.request().url());
    const samlResponse = idp.respond(request, {
      nameId,
      attributes: { displayName: 'Ada Single' },
      ...options,
    });
    await route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><html lang="en"><title>Identity provider</title><body>' +
        `<form method="post" action="${request.acsUrl}">` +
        `<input type="hidden" name="SAMLResponse" value="${samlResponse}">` +
        `<input type="hidden" name="RelayState" value="${request.relayState}">` +
        '</form><script>document.forms[0].submit()</script></body></html>',
    });
  });
}

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/saml-sso/${name}.png`, fullPage: true });

test('a staff member signs in with their organisation’s single sign-on', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await actAsIdentityProvider(page, `ada@${domain}`);
  await page.goto(`${origin}/t/login/`);
  const open = page.getByRole('button', { name: 'Sign in with single sign-on (SSO)' });
  await expect(open).toBeVisible();
  await screenshot(page, 'tenant-login-1440');
  await open.click();
  const workEmail = page.getByRole('textbox', { name: 'Work email' });
  await expect(workEmail).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshot(page, 'tenant-login-sso-open-1440');

  await workEmail.fill(`ada@${domain}`);
  await page.getByRole('button', { name: 'Continue with SSO' }).press('Enter');
  // A person without a business yet is asked to create one: signed in.
  await expect(page).toHaveURL(/\/t\/onboarding/);
  const session = await page.evaluate(() =>
    Object.entries(localStorage).find(([key]) => key.endsWith('-auth-token')),
  );
  expect(JSON.parse(session?.[1] ?? '{}')).toMatchObject({
    user: { email: `ada@${domain}`, user_metadata: { full_name: 'Ada Single' } },
  });
});

test('an address no identity provider serves is told so under the field', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${origin}/client-access/login/`);
  await page.getByRole('button', { name: 'Sign in with single sign-on (SSO)' }).click();
  const workEmail = page.getByRole('textbox', { name: 'Work email' });
  await workEmail.fill('bo@nobody.example');
  await page.getByRole('button', { name: 'Continue with SSO' }).click();
  await expect(workEmail).toHaveAccessibleDescription(
    'Single sign-on is not set up for nobody.example. Sign in another way, or ask your administrator.',
  );
  await expectNoSeriousViolations(page);
  await screenshot(page, 'client-login-sso-unknown-375');

  await workEmail.fill('not an address');
  await page.getByRole('button', { name: 'Continue with SSO' }).click();
  await expect(workEmail).toHaveAccessibleDescription(
    'Enter a valid email address, like name@example.com.',
  );
  await screenshot(page, 'client-login-sso-invalid-375');
});

test('an answer the server refuses brings the person back with the reason under the field', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await actAsIdentityProvider(page, `cy@${domain}`, { shiftSeconds: -900 });
  await page.goto(`${origin}/client-access/login/`);
  await page.getByRole('button', { name: 'Sign in with single sign-on (SSO)' }).click();
  await page.getByRole('textbox', { name: 'Work email' }).fill(`cy@${domain}`);
  await page.getByRole('button', { name: 'Continue with SSO' }).click();
  await expect(page).toHaveURL(/#error=/);
  const workEmail = page.getByRole('textbox', { name: 'Work email' });
  await expect(workEmail).toHaveValue(`cy@${domain}`);
  await expect(workEmail).toHaveAccessibleDescription(
    'Single sign-on did not work: The SAML assertion has expired. Try again, or ask your administrator.',
  );
  await expectNoSeriousViolations(page);
  await screenshot(page, 'client-login-sso-refused-1440');
});
