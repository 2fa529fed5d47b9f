import type { MessageId } from '../i18n/message-ids.ts';
import type { Words } from '../i18n/words.ts';
import type { MessageContent, MessageLinks } from './message-content.ts';
import type { InvitationSnapshot, MessageSnapshot, StaffMessageKind } from './message-snapshot.ts';
import { sessionTime, shortTime, untilTime } from './message-time.ts';

// The words of the messages to staff: the invitation to join a business, and a private
// appointment booked or cancelled with them. Laid out by email-layout.ts like the clients'.

/** Who invited them: the name the database kept, else the business's owner. */
export function inviterName(s: InvitationSnapshot, words: Words): string {
  return (
    s.invitation.invited_by ??
    words.formatMessage({ id: 'notifications.theOwnerOf' }, { business: s.business.name })
  );
}

/** The role offered, within a sentence ("admin", "staff"). */
export function roleInSentence(role: 'admin' | 'staff', words: Words): string {
  return role === 'admin'
    ? words.formatMessage({ id: 'notifications.roleAdminInSentence' })
    : words.formatMessage({ id: 'notifications.roleStaffInSentence' });
}

export function invitationContent(
  s: InvitationSnapshot,
  links: MessageLinks,
  words: Words,
): MessageContent {
  const { business, invitation } = s;
  const t = words.formatMessage;
  const until = untilTime(invitation.expires_at, business.time_zone, words);
  const url = new URL('/t/onboarding/', links.siteUrl).href;
  const offered = { inviter: inviterName(s, words), business: business.name };
  return {
    subject: t({ id: 'notifications.invitationSubject' }, { business: business.name }),
    heading: t({ id: 'notifications.invitationHeading' }, { business: business.name }),
    paragraphs: [
      t({ id: 'notifications.helloNoName' }),
      invitation.role === 'admin'
        ? t({ id: 'notifications.invitedAsAdmin' }, offered)
        : t({ id: 'notifications.invitedAsStaff' }, offered),
      t({ id: 'notifications.invitationSignIn' }, { email: invitation.email, until }),
      t({ id: 'notifications.invitationIgnore' }),
    ],
    details: [
      [t({ id: 'notifications.detailBusiness' }), business.name],
      [
        t({ id: 'notifications.detailRole' }),
        invitation.role === 'admin'
          ? t({ id: 'notifications.roleAdmin' })
          : t({ id: 'notifications.roleStaff' }),
      ],
      [t({ id: 'notifications.detailEmail' }), invitation.email],
      [t({ id: 'notifications.detailValidUntil' }), until],
    ],
    action: { label: t({ id: 'notifications.invitationButton' }), url },
    sms: t(
      { id: 'notifications.invitationSms' },
      { business: business.name, email: invitation.email, url },
    ),
  };
}

/** Why a staff member gets appointment emails, and where they turn them off. */
export function appointmentEmailsNote(business: string, links: MessageLinks, words: Words): string {
  const url = new URL('/t/settings/', links.siteUrl).href;
  return words.formatMessage({ id: 'notifications.appointmentEmailsNote' }, { business, url });
}

const appointmentWords = {
  staff_appointment_booked: {
    subject: 'notifications.staffBookedSubject',
    heading: 'notifications.staffBookedHeading',
    sms: 'notifications.staffBookedSms',
  },
  staff_appointment_cancelled: {
    subject: 'notifications.staffCancelledSubject',
    heading: 'notifications.staffCancelledHeading',
    sms: 'notifications.staffCancelledSms',
  },
  staff_appointment_moved: {
    subject: 'notifications.staffMovedSubject',
    heading: 'notifications.staffMovedHeading',
    sms: 'notifications.staffMovedSms',
  },
  staff_appointment_moved_away: {
    subject: 'notifications.staffAwaySubject',
    heading: 'notifications.staffAwayHeading',
    sms: 'notifications.staffAwaySms',
  },
} as const satisfies Record<
  Exclude<StaffMessageKind, 'staff_invitation'>,
  { subject: MessageId; heading: MessageId; sms: MessageId }
>;

/**
 * A private appointment booked with a staff member, cancelled, moved to a new time, or moved
 * to someone else. Each carries the calendar event (its UID the booking's, as in their calendar
 * feed): a request that adds or updates it, or a cancellation that takes it off.
 */
export function staffAppointmentContent(
  kind: Exclude<StaffMessageKind, 'staff_invitation'>,
  s: MessageSnapshot,
  links: MessageLinks,
  words: Words,
): MessageContent {
  const { business, session, client } = s;
  const t = words.formatMessage;
  const zone = business.time_zone;
  const when = shortTime(session.starts_at, zone, words);
  const before = s.previous ? shortTime(s.previous.starts_at, zone, words) : null;
  const details: [string, string][] = [
    [t({ id: 'notifications.detailClient' }), client.name],
    [t({ id: 'notifications.detailAppointment' }), session.service],
    [
      t({ id: 'notifications.detailWhen' }),
      sessionTime(session.starts_at, session.ends_at, zone, words),
    ],
  ];
  if (kind === 'staff_appointment_moved_away' && session.staff)
    details.push([t({ id: 'notifications.detailWith' }), session.staff]);
  const where = session.location || business.address;
  if (where) details.push([t({ id: 'notifications.detailWhere' }), where]);
  const away = kind === 'staff_appointment_moved_away';
  const name = away ? s.previous?.staff : session.staff;
  const facts = { client: client.name, service: session.service, when, before: before ?? '' };
  const staff = session.staff ?? t({ id: 'notifications.anotherStaffMember' });
  const said = {
    staff_appointment_booked: () => t({ id: 'notifications.staffBookedText' }, facts),
    staff_appointment_cancelled: () => t({ id: 'notifications.staffCancelledText' }, facts),
    staff_appointment_moved: () =>
      before
        ? t({ id: 'notifications.staffMovedTextFrom' }, facts)
        : t({ id: 'notifications.staffMovedText' }, facts),
    staff_appointment_moved_away: () =>
      before === null
        ? t({ id: 'notifications.staffAwayText' }, { ...facts, staff })
        : before === when
          ? t({ id: 'notifications.staffAwayTextSameTime' }, { ...facts, staff })
          : t({ id: 'notifications.staffAwayTextFrom' }, { ...facts, staff }),
  }[kind]();
  const ids = appointmentWords[kind];
  return {
    subject: t(
      { id: ids.subject },
      { client: client.name, service: session.service, when: away && before ? before : when },
    ),
    heading: t({ id: ids.heading }),
    paragraphs: [
      name ? t({ id: 'notifications.hello' }, { name }) : t({ id: 'notifications.helloNoName' }),
      said,
      appointmentEmailsNote(business.name, links, words),
    ],
    details,
    action: {
      label: t({ id: 'notifications.seeTheBookings' }),
      url: new URL('/t/bookings/', links.siteUrl).href,
    },
    sms: t(
      { id: ids.sms },
      { business: business.name, client: client.name, service: session.service, when },
    ),
    calendar: kind === 'staff_appointment_cancelled' || away ? 'cancel' : 'request',
  };
}
