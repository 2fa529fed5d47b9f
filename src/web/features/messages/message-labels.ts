import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import { kindLabel } from '@shared/messages/message-kind-words.ts';

// The words the team reads about a sent message: what it was, by which channel, how it stands,
// in the screen's language (`words`: useIntl(), the catalogue's notifications area).

const kindLabels: Record<string, MessageId> = {
  place_confirmed: 'notifications.kindPlaceConfirmed',
  waitlist_joined: 'notifications.kindWaitlistJoined',
  waitlist_promoted: 'notifications.kindWaitlistPromoted',
  waitlist_offer: 'notifications.sentKindPlaceOffered',
  place_cancelled: 'notifications.kindPlaceCancelled',
  session_cancelled: 'notifications.sentKindSessionCancelled',
  booking_rescheduled: 'notifications.sentKindSessionMoved',
  reminder: 'notifications.kindReminder',
};

/** A kind's name for people: as the settings name it unless said otherwise here. */
export function messageKindLabel(kind: string, words: Words): string {
  const id = Object.hasOwn(kindLabels, kind) ? kindLabels[kind] : undefined;
  return id === undefined ? kindLabel(kind, words) : words.formatMessage({ id });
}

export const channelLabels: Record<string, MessageId> = {
  email: 'notifications.channelEmail',
  sms: 'notifications.channelSms',
};

export const messageStatuses: Record<string, { label: MessageId; color: string }> = {
  pending: { label: 'notifications.statusPending', color: 'yellow' },
  sending: { label: 'notifications.statusSending', color: 'blue' },
  sent: { label: 'notifications.statusSent', color: 'green' },
  failed: { label: 'notifications.statusFailed', color: 'red' },
};

/**
 * A text's delivery as the gateway reported it (its status callbacks), in small text: each
 * colour at least 4.5:1 on white (green.8 and green.9 are not).
 */
export const deliveryStatuses: Record<string, { label: MessageId; color: string }> = {
  queued: { label: 'notifications.deliveryQueued', color: 'dimmed' },
  sent: { label: 'notifications.deliverySent', color: 'dimmed' },
  delivered: { label: 'notifications.deliveryDelivered', color: 'teal.9' },
  undelivered: { label: 'notifications.deliveryUndelivered', color: 'red.9' },
  failed: { label: 'notifications.deliveryFailed', color: 'red.9' },
};

/** How far a text got, in words, with the network's error code when it has one; else null. */
export function deliveryText(
  status: string | null,
  error: string | null,
  words: Words,
): { text: string; color: string } | null {
  const known =
    status !== null && Object.hasOwn(deliveryStatuses, status)
      ? deliveryStatuses[status]
      : undefined;
  if (known === undefined) return null;
  const said = words.formatMessage({ id: known.label });
  const code = error
    ? ` (${words.formatMessage({ id: 'notifications.deliveryError' }, { code: error })})`
    : '';
  return { text: `${said}${code}`, color: known.color };
}

/** Whether staff may send a message again: once it has been sent or has failed for good. */
export const canResend = (status: string) => status === 'sent' || status === 'failed';

/** How many tries a message took, for the status column: none said for a first-time send. */
export function attemptsText(status: string, attempts: number, words: Words): string | null {
  if (status === 'pending' && attempts > 0) {
    return words.formatMessage({ id: 'notifications.triedTryingAgain' }, { count: attempts });
  }
  if (attempts > 1)
    return words.formatMessage({ id: 'notifications.attempts' }, { count: attempts });
  return null;
}

export interface FailedClient {
  clientId: string;
  name: string;
  count: number;
}

/** A message to the team (an invitation, an appointment email) that failed, for its owners. */
export interface FailedTeamMessage {
  id: string;
  /** What it was and for whom: "New appointment: Sam Teacher". */
  what: string;
  reason: string | null;
}

/**
 * The dashboard's line about messages that could not be delivered, the clients they were for
 * (most failures first), and the team's failed messages (owners read those), or null when
 * there are none.
 */
export function failureSummary(
  failures: { client_id: string | null; client_name: string | null }[],
  days: number,
  team: {
    id: string;
    kind: string;
    staff_name: string | null;
    to_address: string;
    last_error: string | null;
  }[],
  words: Words,
): { text: string; clients: FailedClient[]; team: FailedTeamMessage[] } | null {
  if (failures.length === 0 && team.length === 0) return null;
  const byClient = new Map<string, FailedClient>();
  for (const failure of failures) {
    if (!failure.client_id) continue;
    const known = byClient.get(failure.client_id);
    if (known) known.count += 1;
    else {
      byClient.set(failure.client_id, {
        clientId: failure.client_id,
        name: failure.client_name ?? words.formatMessage({ id: 'notifications.aClient' }),
        count: 1,
      });
    }
  }
  const n = failures.length + team.length;
  return {
    text: words.formatMessage({ id: 'notifications.undelivered' }, { count: n, days }),
    clients: [...byClient.values()].sort(
      (a, b) => b.count - a.count || a.name.localeCompare(b.name, words.locale),
    ),
    team: team.map((message) => ({
      id: message.id,
      what: words.formatMessage(
        { id: 'notifications.teamFailure' },
        {
          kind: messageKindLabel(message.kind, words),
          who: message.staff_name ?? message.to_address,
        },
      ),
      reason: message.last_error,
    })),
  };
}
