import { createHmac } from 'node:crypto';

/**
 * X-Twilio-Signature as Twilio computes it for a form-encoded webhook: the HMAC-SHA1, keyed
 * with the account's auth token, of the full URL it calls followed by each parameter's name and
 * value, sorted by name, in base64. Written here from Twilio's description rather than taken
 * from the package, so the package's validateRequest checks an independent signer.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((data, name) => data + name + params[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}
