import { test } from '@playwright/test';
import { signIn } from './stored-session.ts';
import { expectNoSeriousViolations } from './accessibility.ts';

test('scratch', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/t/settings/calendars');
  await page.getByRole('heading', { level: 1, name: 'Calendars' }).waitFor();
  await page.screenshot({ path: '/tmp/calscreens/empty-390.png', fullPage: true });
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: '/tmp/calscreens/empty-1366.png', fullPage: true });
  await expectNoSeriousViolations(page);
});
