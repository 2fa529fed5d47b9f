import { kindLabel } from '@shared/messages/message-kind-words.ts';

// The words the team reads about a sent message: what it was, by which channel, how it stands.

const kindLabels: Record<string, string> = {
  place_confirmed: 'Booking confirmed',
  waitlist_joined: 'Joined the waitlist',
  waitlist_promoted: 'Moved up from the waitlist',
  waitlist_offer: 'Place offered',
  place_cancelled: 'Cancelled by the client',
  session_cancelled: 'Cancelled by the business',
  booking_rescheduled: 'Session moved',
  reminder: 'Reminder',
};

/** A kind's name for people: as the settings name it unless said otherwise here. */
export function messageKindLabel(kind: string): string {
  return kindLabels[kind] ?? kindLabel(kind);
}

export const channelLabels: Record<string, string> = { email: 'Email', sms: 'Text message' };

export const messageStatuses: Record<string, { label: string; color: string }> = {
  pending: { label: 'Waiting to send', color: 'yellow' },
  sending: { label: 'Sending', color: 'blue' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** Whether staff may send a message again: once it has been sent or has failed for good. */
export const canResend = (status: string) => status === 'sent' || status === 'failed';

/** How many tries a message took, for the status column: none said for a first-time send. */
export function attemptsText(status: string, attempts: number): string | null {
  if (status === 'pending' && attempts > 0) return `Tried ${attempts} times, trying again`;
  if (attempts > 1) return `${attempts} attempts`;
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
  }[] = [],
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
        name: failure.client_name ?? 'A client',
        count: 1,
      });
    }
  }
  const n = failures.length + team.length;
  return {
    text: `${n} ${n === 1 ? 'message' : 'messages'} could not be delivered in the last ${days} days.`,
    clients: [...byClient.values()].sort(
      (a, b) => b.count - a.count || a.name.localeCompare(b.name),
    ),
    team: team.map((message) => ({
      id: message.id,
      what: `${messageKindLabel(message.kind)}: ${message.staff_name ?? message.to_address}`,
      reason: message.last_error,
    })),
  };
}
