import {
  accountMessageKinds,
  placeMessageKinds,
  staffMessageKinds,
  type MessageKind,
} from './message-snapshot.ts';

// Each kind of message in plain words, for the switches and the editor of Settings ›
// Notifications. A kind added to messageKinds without words here is still listed, named after
// its key, until someone writes better ones.

const words: Partial<Record<MessageKind, { label: string; when: string }>> = {
  place_confirmed: { label: 'Booking confirmed', when: 'A client has a place or an appointment.' },
  waitlist_joined: { label: 'Joined the waitlist', when: 'A client waits for a full session.' },
  waitlist_promoted: {
    label: 'Moved up from the waitlist',
    when: 'A place came free and went to the next client waiting.',
  },
  waitlist_offer: {
    label: 'Waitlist offer',
    when: 'A place came free and is held for a client for a while.',
  },
  place_cancelled: {
    label: 'Cancelled by the client',
    when: 'A client cancelled a place or left a waitlist.',
  },
  session_cancelled: {
    label: 'Cancelled by you',
    when: 'You cancelled a session or appointment.',
  },
  booking_rescheduled: {
    label: 'Moved to a new time',
    when: 'You moved a session or appointment.',
  },
  reminder: { label: 'Reminder', when: 'Before a session, at the times set below.' },
  staff_invitation: {
    label: 'Invitation to the team',
    when: 'You invite someone to join the team.',
  },
  staff_appointment_booked: {
    label: 'New appointment',
    when: 'A private appointment is booked with a staff member, or moved to them.',
  },
  staff_appointment_cancelled: {
    label: 'Appointment cancelled',
    when: 'A private appointment with a staff member is cancelled.',
  },
  staff_appointment_moved: {
    label: 'Appointment moved',
    when: 'A private appointment with a staff member moves to a new time.',
  },
  staff_appointment_moved_away: {
    label: 'Appointment moved to someone else',
    when: 'A private appointment moves from one staff member to another.',
  },
  documents_to_sign: {
    label: 'Documents to sign',
    when: 'A client must sign documents before a first booking.',
  },
  payment_receipt: { label: 'Payment receipt', when: 'You record a client’s payment.' },
  refund_receipt: { label: 'Refund receipt', when: 'You refund a client.' },
  no_show_fee: {
    label: 'No-show fee',
    when: 'A client is marked as not come and the no-show fee is charged.',
  },
  fee_card_declined: {
    label: 'Fee not charged to the card',
    when: 'A late-cancel or no-show fee could not be charged to the client’s saved card.',
  },
};

/** The messages in groups, for the wording screen: by whom they go to and what about. */
export const kindGroups = [
  {
    value: 'bookings',
    label: 'Client bookings',
    about: 'What clients are told about their places: booked, waiting, moved, cancelled, reminded.',
    kinds: placeMessageKinds,
  },
  {
    value: 'account',
    label: 'Client account',
    about:
      'Documents to sign before a first booking, receipts, the no-show fee and a fee the saved card declined.',
    kinds: accountMessageKinds,
  },
  {
    value: 'staff',
    label: 'Staff',
    about:
      'The invitation to join the team, and the emails about private appointments with a staff member. Staff get emails only, no text messages.',
    kinds: staffMessageKinds,
  },
] as const satisfies readonly {
  value: string;
  label: string;
  about: string;
  kinds: readonly MessageKind[];
}[];

/**
 * The kinds a business cannot turn off, with why: a waitlist offer is the only way a client
 * learns a place is held for them, a cancelled session the only way they learn not to come.
 * The database holds the same rule (tenants_messages_off).
 */
export const alwaysSent: Partial<Record<MessageKind, string>> = {
  waitlist_offer: 'Always sent: it is the only way a client learns a place is held for them.',
  session_cancelled: 'Always sent: it is the only way clients learn not to come.',
};

export function kindLabel(kind: string): string {
  const known = words[kind as MessageKind]?.label;
  if (known) return known;
  const spaced = kind.replaceAll('_', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function kindWhen(kind: string): string {
  return words[kind as MessageKind]?.when ?? '';
}
