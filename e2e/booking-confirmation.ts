import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

/**
 * The confirmation that ends a booking (issue 33, point 2): its heading has the focus and its
 * news is announced; it says what, when, with whom and how it was paid, offers the calendar, the
 * way home and how to cancel; and nothing of the steps before it stays: no way to pay, no card
 * form, no waitlist to join beside the place just taken. Checked with axe and photographed
 * (test-results/confirmation/<name>-<width>.png) at a phone's width and a desktop's; the page is
 * left at the phone's width.
 */
export async function expectConfirmation(
  page: Page,
  { heading, news, name }: { heading: string; news: string; name: string },
) {
  const title = page.getByRole('heading', { level: 1, name: heading });
  await expect(title).toBeFocused();
  // In sight, below the fixed header, though the card form had scrolled the page down.
  const [titleBox, headerBox] = await Promise.all([
    title.boundingBox(),
    page.getByRole('banner').boundingBox(),
  ]);
  expect(titleBox?.y).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
  await expect(page.getByRole('status').filter({ hasText: news })).toBeVisible();
  const booked = page.getByRole('region', { name: 'What you booked' });
  for (const term of ['What', 'When', 'With', 'Payment'])
    await expect(booked.getByRole('term').filter({ hasText: term }).first()).toBeVisible();
  await expect(booked.getByRole('button', { name: /^Add to calendar: / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'If you cannot come' })).toContainText(
    'Cancel from your home page',
  );
  await expect(page.getByRole('link', { name: 'Go to your home page' })).toBeVisible();
  await expect(page.getByText('Choose another way to pay')).toHaveCount(0);
  await expect(page.getByText(/join the waitlist/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /by card/ })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Card details' })).toHaveCount(0);
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: `test-results/confirmation/${name}-${size.width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize(phone);
}
