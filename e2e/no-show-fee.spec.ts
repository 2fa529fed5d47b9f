import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { newOwner } from './new-client.ts';

// Issue 18: the no-show fee has a screen. An owner sets it beside the cancellation policy, in
// the business's currency, is stopped at a negative amount or a slip far above any fee, and
// reads when it is charged; the policies pass axe on a laptop and on a phone.

test('an owner sets the no-show fee beside the cancellation policy', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const owner = await newOwner(page, 'Cove Studio');
  await owner.signInApp();
  await page.goto('/t/settings/');
  const policies = page.getByRole('form', { name: 'Policies' });
  const fee = policies.getByRole('textbox', { name: 'No-show fee (GBP)' });
  await expect(fee).toHaveValue('0.00');
  await expect(policies).toContainText('Charged once, at check-in, when a client who booked');
  await expectNoSeriousViolations(page);

  const save = policies.getByRole('button', { name: 'Save policies' });
  await fee.fill('-1');
  await save.click();
  await expect(
    policies.getByText('Enter an amount in GBP, such as 5.00 (0 for none).'),
  ).toBeVisible();
  await expect(fee).toHaveAttribute('aria-invalid', 'true');
  await fee.fill('20000');
  await save.click();
  await expect(policies.getByText('Enter at most 10,000 GBP.')).toBeVisible();
  await fee.fill('12.50');
  await save.click();
  await expect(page.getByText('The policies are saved.')).toBeVisible();
  const [saved] = await owner.rows<{ no_show_fee_minor: number }>(
    `tenants?select=no_show_fee_minor&id=eq.${owner.tenant.id}`,
  );
  expect(saved).toEqual({ no_show_fee_minor: 1250 });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(
    page
      .getByRole('form', { name: 'Policies' })
      .getByRole('textbox', { name: 'No-show fee (GBP)' }),
  ).toHaveValue('12.50');
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await expectNoSeriousViolations(page);
});
