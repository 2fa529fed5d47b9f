import { spaWords } from '@/i18n/spa-language';
import type { Supabase } from '@/supabase';
import { DataError } from '../data/data-error';

/**
 * Asks the server's calendar routes (/calendar/v1/...) as the person signed in: the routes that
 * need the server's powers (probing an account, sealing its password, the OAuth consent). Answers
 * the JSON body (null for 204), or throws the server's refusal as a DataError, said in the
 * language the SPA shows (decision 0058).
 */
export async function askCalendarServer<Answer>(
  supabase: Supabase,
  apiUrl: string,
  request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown },
): Promise<Answer | null> {
  const words = spaWords();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (token === undefined)
    throw new DataError('not_signed_in', words.formatMessage({ id: 'calendars.signInAgain' }), 401);
  const response = await fetch(`${apiUrl}/calendar/v1/${request.path}`, {
    method: request.method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  }).catch(() => {
    throw new DataError(
      'server_unreachable',
      words.formatMessage({ id: 'errors.serverUnreachable' }),
    );
  });
  if (response.status === 204) return null;
  const answer = (await response.json().catch(() => null)) as
    (Answer & { code?: string; message?: string }) | null;
  if (!response.ok)
    throw new DataError(
      answer?.code ?? 'calendar_request_failed',
      answer?.message ??
        words.formatMessage({ id: 'calendars.serverAnswered' }, { status: response.status }),
      response.status,
    );
  return answer;
}
