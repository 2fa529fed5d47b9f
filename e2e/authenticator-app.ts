import { expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';

/** The length of a TOTP step; the server accepts the steps either side of now, each only once. */
export const step = 30_000;

/**
 * Starts setting up an authenticator app on a settings screen that shows the two-step section:
 * checks the QR code loads, reads the key a person would type, and gives the codes of any step
 * plus `verify`, which finishes the set-up with the code of the current step.
 */
export async function openAuthenticatorSetUp(page: Page) {
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const qrCode = page.getByRole('img', { name: /QR code/ });
  await expect(qrCode).toBeVisible();
  // A QR code that does not load leaves only its alt text: check that the image decoded.
  await expect
    .poll(() => qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  const codeAt = (counter: number) => totp.generate({ timestamp: counter * step });
  const enrolStep = Math.floor(Date.now() / step);
  const verify = async () => {
    const enrolment = page.getByRole('form', { name: 'Verify your authenticator app' });
    await enrolment
      .getByRole('textbox', { name: /Code from your authenticator app/ })
      .fill(codeAt(enrolStep));
    await enrolment.getByRole('button', { name: 'Verify' }).click();
  };
  return { codeAt, enrolStep, verify };
}
