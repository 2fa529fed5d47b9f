import { z } from 'zod';

// What an owner sends to connect the business (POST /payments/v1/accounts/<tenant>): the test
// provider, which needs nothing, or the business's own Stripe keys from its dashboard
// (docs/decisions/0037). Test and live keys are never mixed.

const stripeKeys = z
  .object({
    provider: z.literal('stripe'),
    secret_key: z
      .string()
      .trim()
      .regex(
        /^(sk|rk)_(test|live)_[A-Za-z0-9]{10,240}$/,
        'is a secret (sk_…) or restricted (rk_…) key',
      ),
    publishable_key: z
      .string()
      .trim()
      .regex(/^pk_(test|live)_[A-Za-z0-9_]{8,240}$/, 'is a publishable key (pk_…)'),
    webhook_secret: z
      .string()
      .trim()
      .regex(
        /^whsec_[A-Za-z0-9+/=]{10,240}$/,
        "is the webhook endpoint's signing secret (whsec_…)",
      ),
  })
  .refine(
    (keys) => keys.secret_key.includes('_live_') === keys.publishable_key.includes('_live_'),
    {
      message: 'Both keys are test keys or both are live keys.',
      path: ['publishable_key'],
    },
  );

export const accountInput = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('test') }),
  stripeKeys,
]);

export type AccountInput = z.infer<typeof accountInput>;

/** A readable reason for a refused body: the first problem, with its field. */
export function accountInputProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The body is not a payment account.';
  const field = issue.path.join('.');
  if (field === 'provider') return 'Say which provider: "stripe" (with its keys) or "test".';
  return field === '' ? issue.message : `${field} ${issue.message}`;
}
