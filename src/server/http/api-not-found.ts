import type { Hono } from 'hono';

/**
 * Unknown paths under each backend prefix answer JSON in that service's own error shape, never
 * the SPA's index.html, so clients see a clear error instead of trying to parse HTML.
 */
export const apiNotFoundBodies: Record<string, object> = {
  '/auth/v1': { code: 404, error_code: 'not_found', msg: 'Not Found' },
  '/rest/v1': {
    code: 'PGRST125',
    details: null,
    hint: null,
    message: 'Invalid path specified in request URL',
  },
  '/storage/v1': { statusCode: '404', error: 'not_found', message: 'Route not found' },
  '/realtime/v1': { message: 'Not Found' },
  '/functions/v1': { code: 'NOT_FOUND', message: 'Requested function was not found' },
  '/mailbox': { code: 'not_found', message: 'Not Found' },
  '/calendar/v1': { code: 'not_found', message: 'Not Found' },
  '/payments/v1': { code: 'not_found', message: 'Not Found' },
  '/payments/test-provider': { code: 'not_found', message: 'Not Found' },
  // Stripe's paths, where the test provider answers when it is on (it registers first).
  '/v1': { error: { type: 'invalid_request_error', message: 'Unrecognized request URL.' } },
  // The text gateway's callbacks, answered when a gateway is set, and Twilio's paths, where
  // its stand-in answers when it is on.
  '/sms/v1': { code: 'not_found', message: 'Not Found' },
  '/2010-04-01': {
    code: 20404,
    message: 'The requested resource was not found.',
    more_info: 'https://www.twilio.com/docs/errors/20404',
    status: 404,
  },
};

export function registerApiNotFound(app: Hono): void {
  for (const [prefix, body] of Object.entries(apiNotFoundBodies)) {
    const answer = () => Response.json(body, { status: 404 });
    app.all(prefix, answer);
    app.all(`${prefix}/*`, answer);
  }
}
