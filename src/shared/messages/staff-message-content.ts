import type { MessageContent, MessageLinks } from './message-content.ts';
import type { InvitationSnapshot, MessageSnapshot, StaffMessageKind } from './message-snapshot.ts';
import { sessionTime, shortTime, untilTime } from './message-time.ts';

// The words of the messages to staff: the invitation to join a business, and a private
// appointment booked or cancelled with them. Laid out by email-layout.ts like the clients'.

const roleWords = {
  admin: 'an admin: bookings, clients and check-in, and also services, the team and money',
  staff: 'staff: bookings, clients and check-in',
} as const;

export function invitationContent(s: InvitationSnapshot, links: MessageLinks): MessageContent {
  const { business, invitation } = s;
  const until = untilTime(invitation.expires_at, business.time_zone, business.locale);
  const url = new URL('/t/onboarding/', links.siteUrl).href;
  const inviter = invitation.invited_by ?? `The owner of ${business.name}`;
  return {
    subject: `You are invited to join ${business.name}`,
    heading: `Join ${business.name}`,
    paragraphs: [
      'Hello,',
      `${inviter} invited you to join ${business.name} as ${roleWords[invitation.role]}.`,
      `Sign up or sign in as ${invitation.email}, then accept the invitation on the set-up screen. It is valid until ${until}.`,
      'If you did not expect this invitation, you can ignore this email.',
    ],
    details: [
      ['Business', business.name],
      ['Role', invitation.role === 'admin' ? 'Admin' : 'Staff'],
      ['Email', invitation.email],
      ['Valid until', until],
    ],
    action: { label: 'Accept the invitation', url },
    sms: `${business.name}: you are invited to join the team. Accept as ${invitation.email}: ${url}`,
  };
}

/** Why a staff member gets appointment emails, and where they turn them off. */
export function appointmentEmailsNote(business: string, links: MessageLinks): string {
  const settings = new URL('/t/settings/', links.siteUrl).href;
  return `You get these emails because appointments are booked with you at ${business}. Turn them off in your settings: ${settings}`;
}

const appointmentWords = {
  staff_appointment_booked: {
    subject: 'New appointment',
    heading: 'A new appointment with you',
  },
  staff_appointment_cancelled: {
    subject: 'Cancelled',
    heading: 'An appointment with you is cancelled',
  },
  staff_appointment_moved: { subject: 'Moved', heading: 'An appointment with you has moved' },
  staff_appointment_moved_away: {
    subject: 'No longer yours',
    heading: 'An appointment moved to someone else',
  },
} as const;

/**
 * A private appointment booked with a staff member, cancelled, moved to a new time, or moved
 * to someone else. Each carries the calendar event (its UID the booking's, as in their calendar
 * feed): a request that adds or updates it, or a cancellation that takes it off.
 */
export function staffAppointmentContent(
  kind: Exclude<StaffMessageKind, 'staff_invitation'>,
  s: MessageSnapshot,
  links: MessageLinks,
): MessageContent {
  const { business, session, client } = s;
  const zone = business.time_zone;
  const when = shortTime(session.starts_at, zone, business.locale);
  const before = s.previous ? shortTime(s.previous.starts_at, zone, business.locale) : null;
  const details: [string, string][] = [
    ['Client', client.name],
    ['Appointment', session.service],
    ['When', sessionTime(session.starts_at, session.ends_at, zone, business.locale)],
  ];
  if (kind === 'staff_appointment_moved_away' && session.staff)
    details.push(['With', session.staff]);
  const where = session.location || business.address;
  if (where) details.push(['Where', where]);
  const away = kind === 'staff_appointment_moved_away';
  const name = away ? s.previous?.staff : session.staff;
  const said = {
    staff_appointment_booked: `${client.name} is booked with you for ${session.service} on ${when}.`,
    staff_appointment_cancelled: `The appointment of ${client.name} for ${session.service} on ${when} is cancelled: the time is free again.`,
    staff_appointment_moved: `The appointment of ${client.name} for ${session.service}${before ? ` on ${before}` : ''} has moved to ${when}.`,
    staff_appointment_moved_away: `The appointment of ${client.name} for ${session.service}${before ? ` on ${before}` : ''} is now with ${session.staff ?? 'another staff member'}${before === when ? '' : `, on ${when}`}: it is off your calendar.`,
  }[kind];
  const words = appointmentWords[kind];
  return {
    subject: `${words.subject}: ${client.name}, ${session.service}, ${away && before ? before : when}`,
    heading: words.heading,
    paragraphs: [
      name ? `Hello ${name},` : 'Hello,',
      said,
      appointmentEmailsNote(business.name, links),
    ],
    details,
    action: { label: 'See the bookings', url: new URL('/t/bookings/', links.siteUrl).href },
    sms: `${business.name}: ${words.subject.toLowerCase()}: ${client.name}, ${session.service}, ${when}.`,
    calendar: kind === 'staff_appointment_cancelled' || away ? 'cancel' : 'request',
  };
}
