import { queryOptions } from '@tanstack/react-query';
import { spaWords } from '@/i18n/spa-language';
import type { Supabase } from '@/supabase';
import { DataError } from '../data/data-error';

// A client's cards saved for next time: kept by the provider, listed and removed through the
// server (GET and DELETE /payments/v1/cards), which knows the client's customer there.

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

async function cardsCall(
  supabase: Supabase,
  apiUrl: string,
  path: string,
  method: 'GET' | 'DELETE',
): Promise<SavedCard[]> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  const words = spaWords();
  if (token === undefined)
    throw new DataError('not_signed_in', words.formatMessage({ id: 'money.signInAgain' }), 401);
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
  });
  const answer = (await response.json().catch(() => null)) as {
    cards?: SavedCard[];
    code?: string;
    message?: string;
  } | null;
  if (!response.ok || answer?.cards === undefined)
    throw new DataError(
      answer?.code ?? 'cards_unavailable',
      answer?.message ??
        words.formatMessage({ id: 'money.serverAnswered' }, { status: response.status }),
      response.status,
    );
  return answer.cards;
}

const who = (tenantId: string, clientId: string) =>
  `tenant_id=${encodeURIComponent(tenantId)}&client_id=${encodeURIComponent(clientId)}`;

export function savedCardsQuery(
  supabase: Supabase,
  apiUrl: string,
  tenantId: string,
  clientId: string,
) {
  return queryOptions({
    queryKey: ['payments', 'cards', tenantId, clientId] as const,
    queryFn: () =>
      cardsCall(supabase, apiUrl, `/payments/v1/cards?${who(tenantId, clientId)}`, 'GET'),
  });
}

/** Removes a saved card (detached from the client at the provider); answers the cards left. */
export function removeSavedCard(
  supabase: Supabase,
  apiUrl: string,
  card: { tenantId: string; clientId: string; id: string },
) {
  return cardsCall(
    supabase,
    apiUrl,
    `/payments/v1/cards/${encodeURIComponent(card.id)}?${who(card.tenantId, card.clientId)}`,
    'DELETE',
  );
}
