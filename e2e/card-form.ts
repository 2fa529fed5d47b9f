import type { Page } from '@playwright/test';

/** Types a card into the card form and pays, as a person would. */
export async function payWith(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 30');
  await form.getByRole('textbox', { name: 'Security code' }).fill('123');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Journey Client');
  await form.getByRole('button', { name: /^Pay / }).click();
}
