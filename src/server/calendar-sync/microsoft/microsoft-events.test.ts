import { describe, expect, it } from 'vitest';
import { microsoftBusyEvents, microsoftEventOf } from './microsoft-events.ts';

describe('Microsoft events', () => {
  it('reads timed, all-day, free, cancelled and recurring occurrences', () => {
    const utc = (dateTime: string) => ({ dateTime, timeZone: 'UTC' });
    const events = microsoftBusyEvents(
      [
        {
          id: 'a',
          iCalUId: 'ical-a',
          subject: 'Dentist',
          showAs: 'busy',
          start: utc('2026-12-01T09:00:00.0000000'),
          end: utc('2026-12-01T10:00:00.0000000'),
        },
        {
          id: 'b',
          subject: 'Holiday',
          isAllDay: true,
          showAs: 'oof',
          start: utc('2026-12-02T00:00:00.0000000'),
          end: utc('2026-12-03T00:00:00.0000000'),
        },
        {
          id: 'c',
          subject: 'Lunch?',
          showAs: 'free',
          start: utc('2026-12-01T12:00:00.0000000'),
          end: utc('2026-12-01T13:00:00.0000000'),
        },
        {
          id: 'r1',
          seriesMasterId: 'r',
          subject: 'Run',
          showAs: 'busy',
          start: utc('2026-12-01T07:00:00.0000000'),
          end: utc('2026-12-01T08:00:00.0000000'),
        },
        {
          id: 'r2',
          seriesMasterId: 'r',
          subject: 'Run',
          isCancelled: true,
          start: utc('2026-12-02T07:00:00.0000000'),
          end: utc('2026-12-02T08:00:00.0000000'),
        },
        {
          id: 'ours',
          transactionId: 'b1@site.example',
          iCalUId: 'graph-made',
          subject: 'Booking',
          start: utc('2026-12-04T07:00:00.0000000'),
          end: utc('2026-12-04T08:00:00.0000000'),
        },
      ],
      'Europe/Berlin',
    );
    expect(events).toEqual([
      {
        remoteId: 'a',
        uid: 'ical-a',
        title: 'Dentist',
        busy: [{ start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T10:00:00.000Z' }],
      },
      {
        remoteId: 'b',
        uid: null,
        title: 'Holiday',
        busy: [{ start: '2026-12-01T23:00:00.000Z', end: '2026-12-02T23:00:00.000Z' }],
      },
      { remoteId: 'c', uid: null, title: 'Lunch?', busy: [] },
      {
        remoteId: 'r',
        uid: null,
        title: 'Run',
        busy: [{ start: '2026-12-01T07:00:00.000Z', end: '2026-12-01T08:00:00.000Z' }],
      },
      {
        remoteId: 'ours',
        uid: 'b1@site.example',
        title: 'Booking',
        busy: [{ start: '2026-12-04T07:00:00.000Z', end: '2026-12-04T08:00:00.000Z' }],
      },
    ]);
  });

  it('writes a booking in UTC with its UID as the transactionId', () => {
    expect(
      microsoftEventOf({
        uid: 'b1@site.example',
        summary: 'Massage',
        description: 'Private appointment',
        url: 'https://site.example/t/bookings/b1',
        start: '2026-12-01T09:00:00.000Z',
        end: '2026-12-01T10:00:00Z',
        timeZone: 'Europe/Berlin',
      }),
    ).toMatchObject({
      transactionId: 'b1@site.example',
      start: { dateTime: '2026-12-01T09:00:00.000', timeZone: 'UTC' },
      end: { dateTime: '2026-12-01T10:00:00.000', timeZone: 'UTC' },
    });
  });
});
