import { describe, expect, test } from 'vitest';
import { writtenEvent, type BookingToWrite } from './written-event.ts';

const appointment: BookingToWrite = {
  booking_id: '6a1d0c52-7e0b-4f55-8f0e-2a4c9b1d3e77',
  starts_at: new Date('2026-03-10T09:00:00Z'),
  ends_at: '2026-03-10T10:00:00+00:00',
  time_zone: 'Europe/Berlin',
  locale: 'de',
  service_name: 'Massage',
  kind: 'private',
  client_name: 'Ann Lee',
  booked: 1,
  capacity: 1,
};

describe('writtenEvent', () => {
  test("says an appointment in the staff member's language, with the booking's UID and link", () => {
    expect(writtenEvent(appointment, 'https://book.example.com')).toEqual({
      uid: '6a1d0c52-7e0b-4f55-8f0e-2a4c9b1d3e77@book.example.com',
      summary: 'Massage mit Ann Lee',
      description:
        'Buchung öffnen: https://book.example.com/t/bookings/6a1d0c52-7e0b-4f55-8f0e-2a4c9b1d3e77/overview/',
      url: 'https://book.example.com/t/bookings/6a1d0c52-7e0b-4f55-8f0e-2a4c9b1d3e77/overview/',
      start: '2026-03-10T09:00:00.000Z',
      end: '2026-03-10T10:00:00.000Z',
      timeZone: 'Europe/Berlin',
    });
  });

  test('says how full a group session is, in English where the language is unknown', () => {
    const group = {
      ...appointment,
      kind: 'group',
      client_name: null,
      booked: 6,
      capacity: 12,
      locale: 'xx',
    };
    expect(writtenEvent({ ...group, service_name: 'Yoga' }, 'http://localhost:3000').summary).toBe(
      'Yoga (6 of 12 booked)',
    );
  });

  test('names only the service of an appointment without a client yet', () => {
    expect(writtenEvent({ ...appointment, client_name: null }, 'http://localhost').summary).toBe(
      'Massage',
    );
  });
});
