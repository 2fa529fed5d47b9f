import { formatMoney } from '../format-money.ts';
import { documentsContent, ledgerContent } from './account-message-content.ts';
import { feeDeclinedContent } from './fee-declined-content.ts';
import {
  documentsSnapshot,
  invitationSnapshot,
  isPlaceMessageKind,
  ledgerSnapshot,
  messageSnapshot,
  type AnyMessageSnapshot,
  type MessageKind,
  type MessageSnapshot,
  type PlaceMessageKind,
} from './message-snapshot.ts';
import { sessionTime, shortTime, untilTime, zoneLabel } from './message-time.ts';
import { invitationContent, staffAppointmentContent } from './staff-message-content.ts';

// The words of each booking message, as structured content that email-layout.ts turns into
// HTML and plain text: a business's own wording (phase 2) replaces these pieces, not markup.
// Longer than most files because it is every message's wording in one place.

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
   * the List-Unsubscribe header), on the kinds a client may turn off (docs/decisions/0030: reminders).
   */
  unsubscribe?: { what: string; url: string };
}

export interface MessageLinks {
  /** The app's public address (SITE_URL). */
  siteUrl: string;
}

const holdsPlace = (status: string) => ['held', 'confirmed', 'offered'].includes(status);

function sessionDetails(s: MessageSnapshot): [string, string][] {
  const { session, business } = s;
  const rows: [string, string][] = [
    [session.private ? 'Appointment' : 'Session', session.service],
    ['When', sessionTime(session.starts_at, session.ends_at, business.time_zone, business.locale)],
  ];
  if (session.staff) rows.push(['With', session.staff]);
  const where = session.location || business.address;
  if (where) rows.push(['Where', where]);
  return rows;
}

/** The sentences saying what a cancellation did: kept under a business's own wording too. */
export function cancellationOutcome(s: MessageSnapshot): string[] {
  const c = s.cancellation;
  if (!c) return [];
  const money = (minor: number) => formatMoney(minor, s.business.currency, s.business.locale);
  const said: string[] = [];
  if (c.credits_returned > 0) said.push('The class credit went back to your pack.');
  if (c.money_back_minor > 0) {
    said.push(`${money(c.money_back_minor)} was credited back to your balance.`);
  }
  if (c.fee_minor > 0) said.push(`It was late: a fee of ${money(c.fee_minor)} was charged.`);
  else if (c.late && said.length === 0) said.push('It was late: what it cost is not given back.');
  if (said.length === 0 && c.previous_status === 'confirmed') {
    said.push('Nothing was charged or given back.');
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
 * The content of one message of a kind, from its snapshot: the snapshot is checked against the
 * kind's shape (message-snapshot.ts), and a snapshot of another shape throws.
 */
export function messageContent(
  kind: MessageKind,
  snapshot: AnyMessageSnapshot,
  links: MessageLinks,
): MessageContent {
  if (isPlaceMessageKind(kind))
    return placeMessageContent(kind, messageSnapshot.parse(snapshot), links);
  switch (kind) {
    case 'staff_invitation':
      return invitationContent(invitationSnapshot.parse(snapshot), links);
    case 'staff_appointment_booked':
    case 'staff_appointment_cancelled':
    case 'staff_appointment_moved':
    case 'staff_appointment_moved_away':
      return staffAppointmentContent(kind, messageSnapshot.parse(snapshot), links);
    case 'documents_to_sign':
      return documentsContent(documentsSnapshot.parse(snapshot), links);
    case 'payment_receipt':
    case 'refund_receipt':
    case 'no_show_fee':
      return ledgerContent(kind, ledgerSnapshot.parse(snapshot), links);
    case 'fee_card_declined':
      return feeDeclinedContent(ledgerSnapshot.parse(snapshot), links);
  }
}

/** The content of a message to a client about their place in a session. */
export function placeMessageContent(
  kind: PlaceMessageKind,
  s: MessageSnapshot,
  links: MessageLinks,
): MessageContent {
  const { business, session, client } = s;
  const when = shortTime(session.starts_at, business.time_zone, business.locale);
  const what = `${session.service} on ${when}`;
  const zone = zoneLabel(business.time_zone);
  const bookings = {
    label: 'See your bookings',
    url: new URL('/client-access', links.siteUrl).href,
  };
  const hello = `Hello ${client.name},`;
  const details = sessionDetails(s);
  const text = (words: string) => `${business.name}: ${words}`;

  switch (kind) {
    case 'place_confirmed':
      return {
        subject: session.private ? `Appointment confirmed: ${what}` : `Booked: ${what}`,
        heading: session.private ? 'Your appointment is confirmed' : 'You are booked',
        paragraphs: [
          hello,
          session.private
            ? `Your appointment with ${business.name} is confirmed. The calendar file attached adds it to your calendar.`
            : `Your place is confirmed. The calendar file attached adds it to your calendar.`,
        ],
        details,
        action: bookings,
        sms: text(`you are booked for ${what} (${zone}).`),
        calendar: 'request',
      };
    case 'waitlist_joined':
      return {
        subject: `On the waitlist: ${what}`,
        heading: 'You are on the waitlist',
        paragraphs: [
          hello,
          `This session is full. You are number ${s.place.waitlist_position ?? '?'} on its waitlist: we will write as soon as a place is yours.`,
        ],
        details,
        action: bookings,
        sms: text(
          `you are number ${s.place.waitlist_position ?? '?'} on the waitlist for ${what} (${zone}).`,
        ),
      };
    case 'waitlist_promoted':
      return {
        subject: `A place came free: you are booked for ${what}`,
        heading: 'A place came free: you are booked',
        paragraphs: [
          hello,
          'Someone gave up their place and it is now yours, paid as you chose when you joined the waitlist. The calendar file attached adds it to your calendar.',
        ],
        details,
        action: bookings,
        sms: text(`a place came free: you are booked for ${what} (${zone}).`),
        calendar: 'request',
      };
    case 'waitlist_offer': {
      const until = untilTime(
        s.place.offer_expires_at ?? session.starts_at,
        business.time_zone,
        business.locale,
      );
      const url = new URL('/client-access/offer', links.siteUrl);
      url.searchParams.set('token', s.offer?.token ?? '');
      const byCard = s.offer?.pay_by_card === true;
      return {
        subject: `A place is free for you: ${what}`,
        heading: 'A place is free for you',
        paragraphs: [
          hello,
          `A place has come free and is held for you until ${until}. ${byCard ? 'Sign in and pay for it by card to take it' : 'Take it with one click'}; after that it goes to the next person on the waitlist.`,
        ],
        details,
        action: { label: byCard ? 'Pay by card to take it' : 'Take the place', url: url.href },
        sms: text(`a place in ${what} is held for you until ${until}. Take it: ${url.href}`),
        smsLink: url.href,
      };
    }
    case 'place_cancelled': {
      const left = !holdsPlace(s.cancellation?.previous_status ?? 'confirmed');
      return {
        subject: left ? `You left the waitlist: ${what}` : `Cancelled: ${what}`,
        heading: left ? 'You left the waitlist' : 'Your booking is cancelled',
        paragraphs: [
          hello,
          left
            ? 'You are no longer on the waitlist for this session.'
            : 'Your place is cancelled, as you asked.',
          ...cancellationOutcome(s),
        ],
        details,
        action: bookings,
        sms: text(
          left ? `you left the waitlist for ${what}.` : `your booking for ${what} is cancelled.`,
        ),
        ...(left ? {} : { calendar: 'cancel' as const }),
      };
    }
    case 'session_cancelled': {
      const had = holdsPlace(s.cancellation?.previous_status ?? 'confirmed');
      const reason = s.cancellation?.reason?.trim();
      return {
        subject: `Cancelled by ${business.name}: ${what}`,
        heading: session.private ? 'Your appointment is cancelled' : 'This session is cancelled',
        paragraphs: [
          hello,
          `${business.name} cancelled ${session.private ? 'your appointment' : 'this session'}${had ? '' : ', whose waitlist you were on'}. We are sorry for the change of plans.`,
          ...(reason ? [`The reason given: ${reason}`] : []),
          ...(had ? cancellationOutcome(s) : []),
        ],
        details,
        action: bookings,
        sms: text(`${what} is cancelled.${reason ? ` ${reason}` : ''}`),
        ...(had ? { calendar: 'cancel' as const } : {}),
      };
    }
    case 'booking_rescheduled': {
      const before = s.previous
        ? sessionTime(s.previous.starts_at, s.previous.ends_at, business.time_zone, business.locale)
        : undefined;
      return {
        subject: `New time: ${session.service}, now ${when}`,
        heading: session.private ? 'Your appointment has moved' : 'Your session has moved',
        paragraphs: [
          hello,
          before
            ? `${business.name} moved it from ${before} to the time below.`
            : `${business.name} moved it to the time below.`,
          ...(holdsPlace(s.place.status)
            ? ['The calendar file attached updates your calendar.']
            : []),
        ],
        details,
        action: bookings,
        sms: text(`${session.service} has moved to ${when} (${zone}).`),
        ...(holdsPlace(s.place.status) ? { calendar: 'request' as const } : {}),
      };
    }
    case 'reminder':
      return {
        subject: `Reminder: ${what}`,
        heading: session.private ? 'Your appointment is coming up' : 'Your session is coming up',
        paragraphs: [
          hello,
          'A reminder of your booking. If you cannot come, cancel it from your bookings so that someone else can have the place.',
        ],
        details,
        action: bookings,
        sms: text(`reminder: ${what} (${zone}).`),
        calendar: 'request',
        ...(s.unsubscribe && {
          unsubscribe: {
            what: `reminders from ${business.name}`,
            url: unsubscribeUrl(links.siteUrl, s.unsubscribe.token),
          },
        }),
      };
  }
}
