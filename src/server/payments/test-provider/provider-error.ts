import { isDataException } from '../../rest/database-error.ts';

/**
 * An error as Stripe's API answers it: the HTTP status and `{ error: { type, code, message,
 * param, decline_code, payment_intent or setup_intent } }`, which the stripe SDK turns into its typed errors
 * (StripeCardError for a 402 card_error, StripeInvalidRequestError, StripeAuthenticationError).
 */
export interface ProviderErrorExtra {
  code?: string;
  param?: string;
  decline_code?: string;
  payment_intent?: Record<string, unknown>;
  setup_intent?: Record<string, unknown>;
}

export class ProviderError extends Error {
  override name = 'ProviderError';
  readonly status: 400 | 401 | 402 | 404 | 409;
  readonly type: 'invalid_request_error' | 'card_error' | 'authentication_error';
  readonly extra: ProviderErrorExtra;

  constructor(
    status: ProviderError['status'],
    type: ProviderError['type'],
    message: string,
    extra: ProviderErrorExtra = {},
  ) {
    super(message);
    this.status = status;
    this.type = type;
    this.extra = extra;
  }

  toJSON() {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

export const missing = (kind: string, id: string) =>
  new ProviderError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param: 'id',
  });

export const invalidParam = (param: string, message: string) =>
  new ProviderError(400, 'invalid_request_error', message, { code: 'parameter_invalid', param });

/**
 * A refusal as Stripe answers it: a ProviderError as it is, and a value the database could not
 * take (a data exception: a NUL in text, a number out of range) as the 400 of a bad parameter.
 * Anything else is the provider's own failure: undefined.
 */
export function refusalOf(error: unknown): ProviderError | undefined {
  if (error instanceof ProviderError) return error;
  if (isDataException(error)) {
    return new ProviderError(
      400,
      'invalid_request_error',
      `Invalid request: ${(error as Error).message}`,
      { code: 'parameter_invalid' },
    );
  }
  return undefined;
}
