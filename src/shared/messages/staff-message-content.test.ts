import { describe, expect, it } from 'vitest';
import { wordsIn } from '../i18n/static-words.ts';
import { messageContent } from './message-content.ts';
import type { InvitationSnapshot, MessageSnapshot } from './message-snapshot.ts';

// Our English, dates and money as en-GB writes them.
const words = wordsIn('en', 'en-GB');
const business = {
  name: 'Sunrise Yoga',
  time_zone: 'Europe/London',
  currency: 'GBP',
  locale: 'en-GB',
  email: 'hello@sunrise.test',
  phone: null,
  address: '1 High Street',
};
const links = { siteUrl: 'https://book.example.com' };

const invitation: InvitationSnapshot = {
  business,
  invitation: {
    email: 'sam@example.com',
    role: 'staff',
    // 18:30 London summer time.
    expires_at: '2026-07-07T17:30:00+00:00',
    invited_by: 'Olivia Owner',
  },
};

const appointment: MessageSnapshot = {
  business,
  client: { name: 'Chris Client' },
  session: {
    booking_id: 'b1',
    service: 'Sports Massage',
    private: true,
    staff: 'Sam Staff',
    starts_at: '2026-06-30T08:00:00+00:00',
    ends_at: '2026-06-30T09:00:00+00:00',
    location: '',
  },
  place: { id: 'e1', status: 'confirmed', waitlist_position: null, offer_expires_at: null },
  calendar: { uid: 'e1', sequence: 0 },
};

describe('the invitation email', () => {
  it('says who invites, as what, until when, and links to the set-up screen', () => {
    const content = messageContent('staff_invitation', invitation, links, words);
    expect(content.subject).toBe('You are invited to join Sunrise Yoga');
    expect(content.paragraphs).toContain(
      'Olivia Owner invited you to join Sunrise Yoga as staff: bookings, clients and check-in.',
    );
    expect(content.paragraphs.join(' ')).toContain(
      'Sign up or sign in as sam@example.com, then accept the invitation on the set-up screen. It is valid until Tuesday 7 July at 18:30 (London time).',
    );
    expect(content.details).toContainEqual(['Role', 'Staff']);
    expect(content.action).toEqual({
      label: 'Accept the invitation',
      url: 'https://book.example.com/t/onboarding/',
    });
    expect(content.calendar).toBeUndefined();
  });

  it('names the admin role and falls back to the business when the inviter is gone', () => {
    const content = messageContent(
      'staff_invitation',
      { business, invitation: { ...invitation.invitation, role: 'admin', invited_by: null } },
      links,
      words,
    );
    expect(content.paragraphs[1]).toBe(
      'The owner of Sunrise Yoga invited you to join Sunrise Yoga as an admin: bookings, clients and check-in, and also services, the team and money.',
    );
    expect(content.details).toContainEqual(['Role', 'Admin']);
  });

  it('refuses a snapshot of another shape', () => {
    expect(() => messageContent('staff_invitation', appointment, links, words)).toThrow();
  });
});

describe('the appointment emails to staff', () => {
  it('names the client, the service and the time of a new appointment', () => {
    const content = messageContent('staff_appointment_booked', appointment, links, words);
    expect(content.subject).toBe(
      'New appointment: Chris Client, Sports Massage, Tue 30 Jun, 09:00',
    );
    expect(content.paragraphs[0]).toBe('Hello Sam Staff,');
    expect(content.details).toEqual([
      ['Client', 'Chris Client'],
      ['Appointment', 'Sports Massage'],
      ['When', 'Tuesday, 30 June 2026, 09:00–10:00 (London time)'],
      ['Where', '1 High Street'],
    ]);
    expect(content.paragraphs.join(' ')).toContain(
      'Turn them off in your settings: https://book.example.com/t/settings/',
    );
    // The event for their calendar, as their calendar feed has it.
    expect(content.calendar).toBe('request');
  });

  it('says a cancelled one frees the time', () => {
    const content = messageContent('staff_appointment_cancelled', appointment, links, words);
    expect(content.subject).toBe('Cancelled: Chris Client, Sports Massage, Tue 30 Jun, 09:00');
    expect(content.heading).toBe('An appointment with you is cancelled');
    expect(content.paragraphs[1]).toContain('is cancelled: the time is free again.');
    expect(content.calendar).toBe('cancel');
  });

  const moved: MessageSnapshot = {
    ...appointment,
    previous: {
      starts_at: '2026-06-29T15:00:00+00:00',
      ends_at: '2026-06-29T16:00:00+00:00',
      staff: 'Jo Former',
    },
  };

  it('gives a moved one its old and new time, and updates the calendar event', () => {
    const content = messageContent('staff_appointment_moved', moved, links, words);
    expect(content.subject).toBe('Moved: Chris Client, Sports Massage, Tue 30 Jun, 09:00');
    expect(content.paragraphs.slice(0, 2)).toEqual([
      'Hello Sam Staff,',
      'The appointment of Chris Client for Sports Massage on Mon 29 Jun, 16:00 has moved to Tue 30 Jun, 09:00.',
    ]);
    expect(content.calendar).toBe('request');
  });

  it('tells the one who had it that it moved to someone else, and takes it off their calendar', () => {
    const content = messageContent('staff_appointment_moved_away', moved, links, words);
    expect(content.subject).toBe(
      'No longer yours: Chris Client, Sports Massage, Mon 29 Jun, 16:00',
    );
    expect(content.paragraphs.slice(0, 2)).toEqual([
      'Hello Jo Former,',
      'The appointment of Chris Client for Sports Massage on Mon 29 Jun, 16:00 is now with Sam Staff, on Tue 30 Jun, 09:00: it is off your calendar.',
    ]);
    expect(content.details).toContainEqual(['With', 'Sam Staff']);
    expect(content.calendar).toBe('cancel');
  });
});
