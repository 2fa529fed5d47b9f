import { hkdfSync, type KeyObject } from 'node:crypto';
import type { TwilioSettings } from '../sms-settings.ts';

/** The number the stand-in's texts are from: Twilio's own test "From" that always works. */
export const standInSender = '+15005550006';

const derived = (material: Buffer, info: string) =>
  Buffer.from(hkdfSync('sha256', material, 'booking-platform', info, 16)).toString('hex');

/**
 * The stand-in's one account: its SID and auth token derived from the server's signing key, so
 * every process of an installation signs and checks the same callbacks, and nobody outside it
 * can forge one.
 */
export function standInAccount(signingKey: KeyObject): TwilioSettings {
  const material = signingKey.export({ format: 'der', type: 'pkcs8' });
  return {
    accountSid: `AC${derived(material, 'sms-stand-in-account-v1')}`,
    authToken: derived(material, 'sms-stand-in-token-v1'),
    sender: { from: standInSender },
  };
}
