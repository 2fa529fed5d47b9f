import { spaWords } from '@/i18n/spa-language';
import type { Supabase } from '@/supabase';
import { downloadText } from '../data/csv';
import { dispositionFilename, eventFileUrl } from './calendar-urls';
import { DataError } from '@/features/data/data-error';

/**
 * "Add to calendar › Download .ics": the server writes the one booking's .ics (the same event
 * as the emailed one and the subscription feed), asked for with the caller's access token; the
 * browser then saves it under the server's file name.
 */
export async function downloadEventFile(
  supabase: Supabase,
  apiUrl: string,
  id: string,
): Promise<void> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  const words = spaWords();
  if (token === undefined)
    throw new Error(words.formatMessage({ id: 'bookings.signInToDownload' }));
  const response = await fetch(eventFileUrl(apiUrl, id), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as {
      code?: string;
      message?: string;
    } | null;
    const message =
      refusal?.message ??
      words.formatMessage({ id: 'bookings.serverAnswered' }, { status: response.status });
    throw refusal?.code
      ? new DataError(refusal.code, message, response.status)
      : new Error(message);
  }
  downloadText(
    dispositionFilename(response.headers.get('Content-Disposition'), 'booking.ics'),
    await response.text(),
    'text/calendar;charset=utf-8',
  );
}
