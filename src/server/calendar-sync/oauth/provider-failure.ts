import { CalendarAccountError } from '../calendar-account.ts';

/**
 * What a provider's answer means for the staff member and the workers (contract.md): a refused
 * token or a withdrawn grant asks them to reconnect; a missing calendar or event is gone; being
 * asked to slow down and a provider that failed or was not reached are tried again later;
 * anything else was refused as sent. `status` is null when no answer came at all.
 */
export function providerFailure(
  provider: string,
  status: number | null,
  detail: string,
): CalendarAccountError {
  const what = `${provider} answered ${status ?? 'nothing'}: ${detail}`.slice(0, 500);
  if (status === null || status >= 500)
    return new CalendarAccountError('calendar_unreachable', what);
  if (status === 401) return new CalendarAccountError('calendar_auth_failed', what);
  if (status === 404 || status === 410) return new CalendarAccountError('calendar_not_found', what);
  if (status === 429) return new CalendarAccountError('calendar_rate_limited', what);
  return new CalendarAccountError('calendar_refused', what);
}

/** The HTTP status a failed call carries (gaxios', Graph's and our own errors), if any. */
export function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  if (typeof status === 'number' && status > 0) return status;
  if (typeof statusCode === 'number' && statusCode > 0) return statusCode;
  return null;
}

/**
 * Google says "slow down" with 403 and a reason as often as with 429
 * (https://developers.google.com/calendar/api/guides/errors).
 */
const slowDownReasons = ['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded'];

/** The reason of a Google error answer (gaxios keeps its body), if any. */
function googleReason(error: unknown): string | undefined {
  const body = (error as { response?: { data?: { error?: { errors?: { reason?: unknown }[] } } } })
    ?.response?.data;
  const reason = body?.error?.errors?.[0]?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** A failed call as a CalendarAccountError (one already is passes as it is). */
export function asAccountError(provider: string, error: unknown): CalendarAccountError {
  if (error instanceof CalendarAccountError) return error;
  const status = statusOf(error);
  return providerFailure(
    provider,
    status === 403 && slowDownReasons.includes(googleReason(error) ?? '') ? 429 : status,
    error instanceof Error ? error.message : String(error),
  );
}
