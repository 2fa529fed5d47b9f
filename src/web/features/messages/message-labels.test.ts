import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import {
  attemptsText,
  canResend,
  deliveryText,
  failureSummary,
  messageKindLabel,
} from './message-labels';

const words = wordsIn('en');

describe('message labels', () => {
  it('names kinds, also ones added later', () => {
    expect(messageKindLabel('reminder', words)).toBe('Reminder');
    expect(messageKindLabel('payment_receipt', words)).toBe('Payment receipt');
  });

  it('lets staff resend only what has been sent or has failed', () => {
    expect(['pending', 'sending', 'sent', 'failed'].filter(canResend)).toEqual(['sent', 'failed']);
  });

  it('says how many tries a message took', () => {
    expect(attemptsText('sent', 1, words)).toBeNull();
    expect(attemptsText('failed', 8, words)).toBe('8 attempts');
    expect(attemptsText('pending', 2, words)).toBe('Tried 2 times, trying again');
  });
});

describe('deliveryText', () => {
  it("says how far a text got, with the network's error code, and nothing for an email", () => {
    expect(deliveryText('delivered', null, words)).toEqual({
      text: 'Delivered to the phone',
      color: 'teal.9',
    });
    expect(deliveryText('undelivered', '30003', words)?.text).toBe(
      'Not delivered: the phone network could not reach the phone (Network error code 30003)',
    );
    expect(deliveryText(null, null, words)).toBeNull();
    expect(deliveryText('toString', null, words)).toBeNull();
  });
});

describe('failureSummary', () => {
  it('says nothing when every message was delivered', () => {
    expect(failureSummary([], 7, [], words)).toBeNull();
  });

  it('counts the failures and lists their clients, most failures first', () => {
    const summary = failureSummary(
      [
        { client_id: 'b', client_name: 'Bea' },
        { client_id: 'a', client_name: 'Al' },
        { client_id: 'b', client_name: 'Bea' },
        { client_id: null, client_name: null },
      ],
      7,
      [],
      words,
    );
    expect(summary?.text).toBe('4 messages could not be delivered in the last 7 days.');
    expect(summary?.clients).toEqual([
      { clientId: 'b', name: 'Bea', count: 2 },
      { clientId: 'a', name: 'Al', count: 1 },
    ]);
    expect(failureSummary([{ client_id: 'a', client_name: 'Al' }], 7, [], words)?.text).toBe(
      '1 message could not be delivered in the last 7 days.',
    );
  });

  it('counts and lists the team’s failed messages too, by what and for whom', () => {
    const summary = failureSummary(
      [{ client_id: 'a', client_name: 'Al' }],
      7,
      [
        {
          id: 'm1',
          kind: 'staff_appointment_moved',
          staff_name: 'Sam Teacher',
          to_address: 'sam@example.com',
          last_error: '550 Mailbox unavailable',
        },
        {
          id: 'm2',
          kind: 'staff_invitation',
          staff_name: null,
          to_address: 'new@example.com',
          last_error: null,
        },
      ],
      words,
    );
    expect(summary?.text).toBe('3 messages could not be delivered in the last 7 days.');
    expect(summary?.team).toEqual([
      { id: 'm1', what: 'Appointment moved: Sam Teacher', reason: '550 Mailbox unavailable' },
      { id: 'm2', what: 'Invitation to the team: new@example.com', reason: null },
    ]);
    expect(failureSummary([], 7, [], words)).toBeNull();
  });
});

describe('in another language', () => {
  it('says states and counts in German and Arabic', () => {
    expect(attemptsText('failed', 3, wordsIn('de'))).toBe('3 Versuche');
    expect(
      failureSummary(
        [],
        7,
        [{ id: 'm', kind: 'reminder', staff_name: null, to_address: 'a@b.c', last_error: null }],
        wordsIn('ar'),
      )?.text,
    ).toBe('تعذّر تسليم رسالة واحدة في آخر 7 أيام.');
    expect(messageKindLabel('waitlist_offer', wordsIn('es'))).toBe('Plaza ofrecida');
  });
});
