import { expect, test } from '@playwright/test';
import { signIn } from './stored-session.ts';

// Issue 23, point 5: the app runs under its Content-Security-Policy without a single violation,
// has no inline script, and every answer carries the headers a security review expects.

test('the app signs in and shows the dashboard with no CSP violation and no inline script', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/t/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  const inline = await page.$$eval(
    'script:not([src])',
    (scripts) =>
      scripts.filter((script) => script.getAttribute('type') !== 'application/json').length,
  );
  expect(inline).toBe(0);
  await signIn(page);
  await page.goto('/t');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('API answers and their errors carry the headers, and echo nothing as HTML', async ({
  request,
}) => {
  for (const path of ['/rest/v1/<script>alert(1)</script>', '/auth/v1/nope<img>', '/health']) {
    const response = await request.get(path);
    expect(response.status()).toBeLessThan(500);
    const headers = response.headers();
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-type']).not.toContain('text/html');
  }
});
