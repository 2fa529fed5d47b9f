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

export function staffAppointmentContent(
  kind: Exclude<StaffMessageKind, 'staff_invitation'>,
  s: MessageSnapshot,
  links: MessageLinks,
): MessageContent {
  const { business, session, client } = s;
  const when = shortTime(session.starts_at, business.time_zone, business.locale);
  const booked = kind === 'staff_appointment_booked';
  const details: [string, string][] = [
    ['Client', client.name],
    ['Appointment', session.service],
    ['When', sessionTime(session.starts_at, session.ends_at, business.time_zone, business.locale)],
  ];
  const where = session.location || business.address;
  if (where) details.push(['Where', where]);
  const settings = new URL('/t/settings/', links.siteUrl).href;
  return {
    subject: `${booked ? 'New appointment' : 'Cancelled'}: ${client.name}, ${session.service}, ${when}`,
    heading: booked ? 'A new appointment with you' : 'An appointment with you is cancelled',
    paragraphs: [
      session.staff ? `Hello ${session.staff},` : 'Hello,',
      booked
        ? `${client.name} is booked with you for ${session.service} on ${when}.`
        : `The appointment of ${client.name} for ${session.service} on ${when} is cancelled: the time is free again.`,
      `You get these emails because appointments are booked with you at ${business.name}. Turn them off in your settings: ${settings}`,
    ],
    details,
    action: { label: 'See the bookings', url: new URL('/t/bookings/', links.siteUrl).href },
    sms: `${business.name}: ${booked ? 'new appointment' : 'cancelled'}: ${client.name}, ${session.service}, ${when}.`,
  };
}
