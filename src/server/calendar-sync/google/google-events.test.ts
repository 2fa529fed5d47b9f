import { describe, expect, it } from 'vitest';
import { googleBusyEvents, googleEventId, googleEventOf } from './google-events.ts';

describe('Google events', () => {
  it('derives a stable base32hex event id from a UID', () => {
    const id = googleEventId('0b7e2a52-7c1f-4c8e-9d3a-2f1e0c9b8a71@bookings.example.com');
    expect(id).toMatch(/^[a-v0-9]{5,1024}$/);
    expect(googleEventId('0b7e2a52-7c1f-4c8e-9d3a-2f1e0c9b8a71@bookings.example.com')).toBe(id);
    expect(googleEventId('f')).toBe('co');
    expect(googleEventId('foobar')).toBe('cpnmuoj1e8');
  });

  it('reads timed, all-day, free, cancelled and recurring instances, and knows our own', () => {
    const events = googleBusyEvents(
      [
        {
          id: 'a',
          iCalUID: 'a@x',
          summary: 'Dentist',
          start: { dateTime: '2026-12-01T10:00:00+01:00' },
          end: { dateTime: '2026-12-01T11:00:00+01:00' },
        },
        { id: 'b', summary: 'Holiday', start: { date: '2026-12-02' }, end: { date: '2026-12-03' } },
        {
          id: 'c',
          summary: 'Maybe',
          transparency: 'transparent',
          start: { dateTime: '2026-12-01T12:00:00Z' },
          end: { dateTime: '2026-12-01T13:00:00Z' },
        },
        {
          id: 'r_1',
          recurringEventId: 'r',
          summary: 'Run',
          start: { dateTime: '2026-12-01T07:00:00Z' },
          end: { dateTime: '2026-12-01T08:00:00Z' },
        },
        {
          id: 'r_2',
          recurringEventId: 'r',
          summary: 'Run',
          status: 'cancelled',
          start: { dateTime: '2026-12-02T07:00:00Z' },
          end: { dateTime: '2026-12-02T08:00:00Z' },
        },
        {
          id: 'r_3',
          recurringEventId: 'r',
          summary: 'Run',
          start: { dateTime: '2026-12-03T07:30:00Z' },
          end: { dateTime: '2026-12-03T08:00:00Z' },
        },
        {
          id: 'ours',
          iCalUID: 'ours@google.com',
          extendedProperties: { private: { bookingUid: 'b1@site.example' } },
          summary: 'Massage',
          start: { dateTime: '2026-12-04T07:00:00Z' },
          end: { dateTime: '2026-12-04T08:00:00Z' },
        },
      ],
      'Europe/Berlin',
    );
    expect(events).toEqual([
      {
        remoteId: 'a',
        uid: 'a@x',
        title: 'Dentist',
        busy: [{ start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T10:00:00.000Z' }],
      },
      {
        remoteId: 'b',
        uid: null,
        title: 'Holiday',
        busy: [{ start: '2026-12-01T23:00:00.000Z', end: '2026-12-02T23:00:00.000Z' }],
      },
      { remoteId: 'c', uid: null, title: 'Maybe', busy: [] },
      {
        remoteId: 'r',
        uid: null,
        title: 'Run',
        busy: [
          { start: '2026-12-01T07:00:00.000Z', end: '2026-12-01T08:00:00.000Z' },
          { start: '2026-12-03T07:30:00.000Z', end: '2026-12-03T08:00:00.000Z' },
        ],
      },
      {
        remoteId: 'ours',
        uid: 'b1@site.example',
        title: 'Massage',
        busy: [{ start: '2026-12-04T07:00:00.000Z', end: '2026-12-04T08:00:00.000Z' }],
      },
    ]);
  });

  it('writes a booking with its UID and the id derived from it', () => {
    const body = googleEventOf({
      uid: 'b1@site.example',
      summary: 'Massage with Ada',
      description: 'Private appointment',
      url: 'https://site.example/t/bookings/b1',
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T10:00:00.000Z',
      timeZone: 'Europe/Berlin',
    });
    expect(body).toMatchObject({
      id: googleEventId('b1@site.example'),
      extendedProperties: { private: { bookingUid: 'b1@site.example' } },
      status: 'confirmed',
      start: { dateTime: '2026-12-01T09:00:00.000Z', timeZone: 'Europe/Berlin' },
    });
    expect(body).not.toHaveProperty('iCalUID');
  });
});
