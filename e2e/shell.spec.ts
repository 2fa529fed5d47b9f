import { expect, test } from '@playwright/test';
import { demoClient, signIn } from './stored-session.ts';

// The area screens need a session: each test signs in as the demo owner for the business area
// or as the demo client for the client area.

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the tenant navigation opens from the burger and navigates', async ({ page }) => {
    await signIn(page);
    await page.goto('/t');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const burger = page.getByRole('button', { name: 'Navigation' });
    const bookings = page.getByRole('link', { name: 'Bookings' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(bookings).not.toBeInViewport();

    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(bookings).toBeInViewport();
    await bookings.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await expect(page).toHaveURL(/\/t\/bookings\/$/);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(bookings).not.toBeInViewport();
  });

  test('the client navigation opens from the burger and navigates', async ({ page }) => {
    await signIn(page, demoClient);
    await page.goto('/client-access');
    await page.getByRole('button', { name: 'Navigation' }).click();
    await page.getByRole('link', { name: 'Documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  });

  test('a closed navigation is out of the keyboard order', async ({ page }) => {
    await signIn(page);
    await page.goto('/t');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const focused: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(focused).not.toContain('Bookings');
  });
});

test.describe('on a 1440 px desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the tenant navigation is visible, marks the current screen and navigates', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/t/bookings/');
    const navigation = page.getByRole('navigation', { name: 'Business area' });
    await expect(navigation).toBeVisible();
    await expect(page.getByRole('button', { name: 'Navigation' })).toBeHidden();
    await expect(navigation.getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(navigation.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );

    await navigation.getByRole('link', { name: 'Clients' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Clients' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the client navigation is visible', async ({ page }) => {
    await signIn(page, demoClient);
    await page.goto('/client-access/settings');
    const navigation = page.getByRole('navigation', { name: 'Client area' });
    for (const name of ['Home', 'Book', 'Documents', 'Settings', 'Sign out']) {
      await expect(navigation.getByRole('link', { name })).toBeVisible();
    }
  });

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await signIn(page);
    await page.goto('/t/staff/');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
