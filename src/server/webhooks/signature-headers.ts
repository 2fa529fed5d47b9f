import { Webhook } from 'standardwebhooks';

/**
 * The Standard Webhooks headers of one attempt: its message id (the same every attempt), the
 * attempt's time in seconds, and one `v1,<base64>` signature per secret, space-separated (two
 * while a rotated secret is still valid).
 */
export function signatureHeaders(
  messageId: string,
  secrets: readonly string[],
  body: string,
  at: Date,
): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets
      .map((secret) => new Webhook(secret).sign(messageId, at, body))
      .join(' '),
  };
}
