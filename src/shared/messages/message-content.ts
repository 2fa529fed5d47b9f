import { formatMoney } from '../format-money.ts';
import type { Words } from '../i18n/words.ts';
import { documentsContent, ledgerContent } from './account-message-content.ts';
import { feeDeclinedContent } from './fee-declined-content.ts';
import { renewalDeclinedContent } from './renewal-declined-content.ts';
import {
  documentsSnapshot,
  invitationSnapshot,
  isPlaceMessageKind,
  ledgerSnapshot,
  messageSnapshot,
  webhookSnapshot,
  type AnyMessageSnapshot,
  type MessageKind,
  type MessageSnapshot,
  type PlaceMessageKind,
} from './message-snapshot.ts';
import { sessionTime, shortTime, untilTime, zoneLabel } from './message-time.ts';
import { invitationContent, staffAppointmentContent } from './staff-message-content.ts';
import { webhookSwitchedOffContent } from './webhook-message-content.ts';

// The words of each booking message, as structured content that email-layout.ts turns into
// HTML and plain text, in the reader's language (`words`: the catalogue's notifications area,
// with dates, times and money as words.locale writes them): a business's own wording (phase 2)
// replaces these pieces, not markup. Longer than most files because it is every message's
// wording in one place.

export interface MessageContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label and value rows: when, with whom, where. */
  details: [string, string][];
  action?: { label: string; url: string };
  /** The text message version, when the business sends texts. */
  sms: string;
  /** The link the text message must carry (to take an offer, to sign): kept after a business's own text. */
  smsLink?: string;
  /** The .ics the email carries: the event, or its cancellation. */
  calendar?: 'request' | 'cancel';
  /**
   * Where a client turns this kind of message off without signing in (the footer's link and
   * the List-Unsubscribe header), on the kinds a client may turn off (docs/decisions/0030:
   * reminders): why they get it, in a sentence, and the page.
   */
  unsubscribe?: { reason: string; url: string };
}

export interface MessageLinks {
  /** The app's public address (SITE_URL). */
  siteUrl: string;
}

const holdsPlace = (status: string) => ['held', 'confirmed', 'offered'].includes(status);

function sessionDetails(s: MessageSnapshot, words: Words): [string, string][] {
  const { session, business } = s;
  const rows: [string, string][] = [
    [
      session.private
        ? words.formatMessage({ id: 'notifications.detailAppointment' })
        : words.formatMessage({ id: 'notifications.detailSession' }),
      session.service,
    ],
    [
      words.formatMessage({ id: 'notifications.detailWhen' }),
      sessionTime(session.starts_at, session.ends_at, business.time_zone, words),
    ],
  ];
  if (session.staff)
    rows.push([words.formatMessage({ id: 'notifications.detailWith' }), session.staff]);
  const where = session.location || business.address;
  if (where) rows.push([words.formatMessage({ id: 'notifications.detailWhere' }), where]);
  return rows;
}

/** The sentences saying what a cancellation did: kept under a business's own wording too. */
export function cancellationOutcome(s: MessageSnapshot, words: Words): string[] {
  const c = s.cancellation;
  if (!c) return [];
  const money = (minor: number) => formatMoney(minor, s.business.currency, words.locale);
  const said: string[] = [];
  if (c.credits_returned > 0) said.push(words.formatMessage({ id: 'notifications.creditBack' }));
  if (c.money_back_minor > 0) {
    said.push(
      words.formatMessage({ id: 'notifications.moneyBack' }, { amount: money(c.money_back_minor) }),
    );
  }
  if (c.fee_minor > 0) {
    said.push(words.formatMessage({ id: 'notifications.lateFee' }, { amount: money(c.fee_minor) }));
  } else if (c.late && said.length === 0) {
    said.push(words.formatMessage({ id: 'notifications.lateNothingBack' }));
  }
  if (said.length === 0 && c.previous_status === 'confirmed') {
    said.push(words.formatMessage({ id: 'notifications.nothingCharged' }));
  }
  return said;
}

/** The page of an unsubscribe link: GET shows it, a one-click POST turns reminders off. */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL('/client-access/unsubscribe', siteUrl);
  url.searchParams.set('token', token);
  return url.href;
}

/**
 * The content of one message of a kind, from its snapshot, in the language of `words`: the
 * snapshot is checked against the kind's shape (message-snapshot.ts), and a snapshot of another
 * shape throws.
 */
export function messageContent(
  kind: MessageKind,
  snapshot: AnyMessageSnapshot,
  links: MessageLinks,
  words: Words,
): MessageContent {
  if (isPlaceMessageKind(kind))
    return placeMessageContent(kind, messageSnapshot.parse(snapshot), links, words);
  switch (kind) {
    case 'staff_invitation':
      return invitationContent(invitationSnapshot.parse(snapshot), links, words);
    case 'staff_appointment_booked':
    case 'staff_appointment_cancelled':
    case 'staff_appointment_moved':
    case 'staff_appointment_moved_away':
      return staffAppointmentContent(kind, messageSnapshot.parse(snapshot), links, words);
    case 'documents_to_sign':
      return documentsContent(documentsSnapshot.parse(snapshot), links, words);
    case 'payment_receipt':
    case 'refund_receipt':
    case 'no_show_fee':
      return ledgerContent(kind, ledgerSnapshot.parse(snapshot), links, words);
    case 'fee_card_declined':
      return feeDeclinedContent(ledgerSnapshot.parse(snapshot), links, words);
    case 'membership_card_declined':
    case 'membership_suspended':
      return renewalDeclinedContent(kind, ledgerSnapshot.parse(snapshot), links, words);
    case 'webhook_switched_off':
      return webhookSwitchedOffContent(webhookSnapshot.parse(snapshot), links, words);
  }
}

/** The content of a message to a client about their place in a session. */
export function placeMessageContent(
  kind: PlaceMessageKind,
  s: MessageSnapshot,
  links: MessageLinks,
  words: Words,
): MessageContent {
  const { business, session, client } = s;
  const t = words.formatMessage;
  const when = shortTime(session.starts_at, business.time_zone, words);
  const what = t({ id: 'notifications.serviceOn' }, { service: session.service, when });
  const zone = zoneLabel(business.time_zone, words);
  const name = business.name;
  const bookings = {
    label: t({ id: 'notifications.seeYourBookings' }),
    url: new URL('/client-access', links.siteUrl).href,
  };
  const hello = t({ id: 'notifications.hello' }, { name: client.name });
  const details = sessionDetails(s, words);

  switch (kind) {
    case 'place_confirmed':
      return {
        subject: session.private
          ? t({ id: 'notifications.confirmedSubjectAppointment' }, { what })
          : t({ id: 'notifications.confirmedSubject' }, { what }),
        heading: session.private
          ? t({ id: 'notifications.confirmedHeadingAppointment' })
          : t({ id: 'notifications.confirmedHeading' }),
        paragraphs: [
          hello,
          session.private
            ? t({ id: 'notifications.confirmedTextAppointment' }, { business: name })
            : t({ id: 'notifications.confirmedText' }),
        ],
        details,
        action: bookings,
        sms: t({ id: 'notifications.confirmedSms' }, { business: name, what, zone }),
        calendar: 'request',
      };
    case 'waitlist_joined': {
      const position = String(s.place.waitlist_position ?? '?');
      return {
        subject: t({ id: 'notifications.joinedSubject' }, { what }),
        heading: t({ id: 'notifications.joinedHeading' }),
        paragraphs: [hello, t({ id: 'notifications.joinedText' }, { position })],
        details,
        action: bookings,
        sms: t({ id: 'notifications.joinedSms' }, { business: name, position, what, zone }),
      };
    }
    case 'waitlist_promoted':
      return {
        subject: t({ id: 'notifications.promotedSubject' }, { what }),
        heading: t({ id: 'notifications.promotedHeading' }),
        paragraphs: [hello, t({ id: 'notifications.promotedText' })],
        details,
        action: bookings,
        sms: t({ id: 'notifications.promotedSms' }, { business: name, what, zone }),
        calendar: 'request',
      };
    case 'waitlist_offer': {
      const until = untilTime(
        s.place.offer_expires_at ?? session.starts_at,
        business.time_zone,
        words,
      );
      const url = new URL('/client-access/offer', links.siteUrl);
      url.searchParams.set('token', s.offer?.token ?? '');
      const byCard = s.offer?.pay_by_card === true;
      return {
        subject: t({ id: 'notifications.offerSubject' }, { what }),
        heading: t({ id: 'notifications.offerHeading' }),
        paragraphs: [
          hello,
          byCard
            ? t({ id: 'notifications.offerTextCard' }, { until })
            : t({ id: 'notifications.offerText' }, { until }),
        ],
        details,
        action: {
          label: byCard
            ? t({ id: 'notifications.offerButtonCard' })
            : t({ id: 'notifications.offerButton' }),
          url: url.href,
        },
        sms: t({ id: 'notifications.offerSms' }, { business: name, what, until, url: url.href }),
        smsLink: url.href,
      };
    }
    case 'place_cancelled': {
      const left = !holdsPlace(s.cancellation?.previous_status ?? 'confirmed');
      return {
        subject: left
          ? t({ id: 'notifications.leftSubject' }, { what })
          : t({ id: 'notifications.cancelledSubject' }, { what }),
        heading: left
          ? t({ id: 'notifications.leftHeading' })
          : t({ id: 'notifications.cancelledHeading' }),
        paragraphs: [
          hello,
          left ? t({ id: 'notifications.leftText' }) : t({ id: 'notifications.cancelledText' }),
          ...cancellationOutcome(s, words),
        ],
        details,
        action: bookings,
        sms: left
          ? t({ id: 'notifications.leftSms' }, { business: name, what })
          : t({ id: 'notifications.cancelledSms' }, { business: name, what }),
        ...(left ? {} : { calendar: 'cancel' as const }),
      };
    }
    case 'session_cancelled': {
      const had = holdsPlace(s.cancellation?.previous_status ?? 'confirmed');
      const reason = s.cancellation?.reason?.trim();
      const said = had
        ? session.private
          ? t({ id: 'notifications.sessionCancelledTextAppointment' }, { business: name })
          : t({ id: 'notifications.sessionCancelledText' }, { business: name })
        : session.private
          ? t({ id: 'notifications.sessionCancelledTextWaitlistAppointment' }, { business: name })
          : t({ id: 'notifications.sessionCancelledTextWaitlist' }, { business: name });
      return {
        subject: t({ id: 'notifications.sessionCancelledSubject' }, { business: name, what }),
        heading: session.private
          ? t({ id: 'notifications.sessionCancelledHeadingAppointment' })
          : t({ id: 'notifications.sessionCancelledHeading' }),
        paragraphs: [
          hello,
          said,
          ...(reason ? [t({ id: 'notifications.reasonGiven' }, { reason })] : []),
          ...(had ? cancellationOutcome(s, words) : []),
        ],
        details,
        action: bookings,
        sms: reason
          ? t({ id: 'notifications.sessionCancelledSmsReason' }, { business: name, what, reason })
          : t({ id: 'notifications.sessionCancelledSms' }, { business: name, what }),
        ...(had ? { calendar: 'cancel' as const } : {}),
      };
    }
    case 'booking_rescheduled': {
      const before = s.previous
        ? sessionTime(s.previous.starts_at, s.previous.ends_at, business.time_zone, words)
        : undefined;
      return {
        subject: t({ id: 'notifications.movedSubject' }, { service: session.service, when }),
        heading: session.private
          ? t({ id: 'notifications.movedHeadingAppointment' })
          : t({ id: 'notifications.movedHeading' }),
        paragraphs: [
          hello,
          before
            ? t({ id: 'notifications.movedTextFrom' }, { business: name, before })
            : t({ id: 'notifications.movedText' }, { business: name }),
          ...(holdsPlace(s.place.status) ? [t({ id: 'notifications.movedCalendar' })] : []),
        ],
        details,
        action: bookings,
        sms: t(
          { id: 'notifications.movedSms' },
          { business: name, service: session.service, when, zone },
        ),
        ...(holdsPlace(s.place.status) ? { calendar: 'request' as const } : {}),
      };
    }
    case 'reminder':
      return {
        subject: t({ id: 'notifications.reminderSubject' }, { what }),
        heading: session.private
          ? t({ id: 'notifications.reminderHeadingAppointment' })
          : t({ id: 'notifications.reminderHeading' }),
        paragraphs: [hello, t({ id: 'notifications.reminderText' })],
        details,
        action: bookings,
        sms: t({ id: 'notifications.reminderSms' }, { business: name, what, zone }),
        calendar: 'request',
        ...(s.unsubscribe && {
          unsubscribe: {
            reason: t({ id: 'notifications.unsubscribeReason' }, { business: name }),
            url: unsubscribeUrl(links.siteUrl, s.unsubscribe.token),
          },
        }),
      };
  }
}
