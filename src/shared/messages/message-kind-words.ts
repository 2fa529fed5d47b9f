import type { MessageId } from '../i18n/message-ids.ts';
import type { Words } from '../i18n/words.ts';
import {
  accountMessageKinds,
  ownerMessageKinds,
  placeMessageKinds,
  staffMessageKinds,
  type MessageKind,
} from './message-snapshot.ts';

// Each kind of message in plain words, for the switches and the editor of Settings ›
// Notifications (the catalogue's notifications area). A kind added to messageKinds without
// words here is still listed, named after its key, until someone writes better ones.

const kindWords: Partial<Record<MessageKind, { label: MessageId; when: MessageId }>> = {
  place_confirmed: {
    label: 'notifications.kindPlaceConfirmed',
    when: 'notifications.kindPlaceConfirmedWhen',
  },
  waitlist_joined: {
    label: 'notifications.kindWaitlistJoined',
    when: 'notifications.kindWaitlistJoinedWhen',
  },
  waitlist_promoted: {
    label: 'notifications.kindWaitlistPromoted',
    when: 'notifications.kindWaitlistPromotedWhen',
  },
  waitlist_offer: {
    label: 'notifications.kindWaitlistOffer',
    when: 'notifications.kindWaitlistOfferWhen',
  },
  place_cancelled: {
    label: 'notifications.kindPlaceCancelled',
    when: 'notifications.kindPlaceCancelledWhen',
  },
  session_cancelled: {
    label: 'notifications.kindSessionCancelled',
    when: 'notifications.kindSessionCancelledWhen',
  },
  booking_rescheduled: {
    label: 'notifications.kindBookingRescheduled',
    when: 'notifications.kindBookingRescheduledWhen',
  },
  reminder: { label: 'notifications.kindReminder', when: 'notifications.kindReminderWhen' },
  staff_invitation: {
    label: 'notifications.kindStaffInvitation',
    when: 'notifications.kindStaffInvitationWhen',
  },
  staff_appointment_booked: {
    label: 'notifications.kindStaffBooked',
    when: 'notifications.kindStaffBookedWhen',
  },
  staff_appointment_cancelled: {
    label: 'notifications.kindStaffCancelled',
    when: 'notifications.kindStaffCancelledWhen',
  },
  staff_appointment_moved: {
    label: 'notifications.kindStaffMoved',
    when: 'notifications.kindStaffMovedWhen',
  },
  staff_appointment_moved_away: {
    label: 'notifications.kindStaffAway',
    when: 'notifications.kindStaffAwayWhen',
  },
  documents_to_sign: {
    label: 'notifications.kindDocuments',
    when: 'notifications.kindDocumentsWhen',
  },
  payment_receipt: {
    label: 'notifications.kindPaymentReceipt',
    when: 'notifications.kindPaymentReceiptWhen',
  },
  refund_receipt: {
    label: 'notifications.kindRefundReceipt',
    when: 'notifications.kindRefundReceiptWhen',
  },
  no_show_fee: { label: 'notifications.kindNoShowFee', when: 'notifications.kindNoShowFeeWhen' },
  fee_card_declined: {
    label: 'notifications.kindFeeDeclined',
    when: 'notifications.kindFeeDeclinedWhen',
  },
  membership_card_declined: {
    label: 'notifications.kindMembershipDeclined',
    when: 'notifications.kindMembershipDeclinedWhen',
  },
  membership_suspended: {
    label: 'notifications.kindMembershipSuspended',
    when: 'notifications.kindMembershipSuspendedWhen',
  },
  webhook_switched_off: {
    label: 'notifications.kindWebhookSwitchedOff',
    when: 'notifications.kindWebhookSwitchedOffWhen',
  },
};

/** The messages in groups, for the wording screen: by whom they go to and what about. */
export const kindGroups = [
  {
    value: 'bookings',
    label: 'notifications.groupBookings',
    about: 'notifications.groupBookingsAbout',
    kinds: placeMessageKinds,
  },
  {
    value: 'account',
    label: 'notifications.groupAccount',
    about: 'notifications.groupAccountAbout',
    kinds: accountMessageKinds,
  },
  {
    value: 'staff',
    label: 'notifications.groupStaff',
    about: 'notifications.groupStaffAbout',
    kinds: [...staffMessageKinds, ...ownerMessageKinds],
  },
] as const satisfies readonly {
  value: string;
  label: MessageId;
  about: MessageId;
  kinds: readonly MessageKind[];
}[];

/**
 * The kinds a business cannot turn off, with why: a waitlist offer is the only way a client
 * learns a place is held for them, a cancelled session the only way they learn not to come.
 * The database holds the same rule (tenants_messages_off).
 */
export const alwaysSent: Partial<Record<MessageKind, MessageId>> = {
  waitlist_offer: 'notifications.alwaysSentOffer',
  session_cancelled: 'notifications.alwaysSentSessionCancelled',
};

export function kindLabel(kind: string, words: Words): string {
  const known = kindWords[kind as MessageKind]?.label;
  if (known) return words.formatMessage({ id: known });
  const spaced = kind.replaceAll('_', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function kindWhen(kind: string, words: Words): string {
  const known = kindWords[kind as MessageKind]?.when;
  return known ? words.formatMessage({ id: known }) : '';
}
