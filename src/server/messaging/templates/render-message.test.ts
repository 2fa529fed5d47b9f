import { describe, expect, it } from 'vitest';
import type { MessageSnapshot } from '../../../shared/messages/message-snapshot.ts';
import { MessageRenderError, renderMessage } from './render-message.ts';

const snapshot: MessageSnapshot = {
  business: {
    name: 'Sunrise <Yoga>',
    time_zone: 'Europe/London',
    currency: 'GBP',
    locale: 'en-GB',
    email: 'hello@sunrise.test',
    phone: null,
    address: '1 High Street',
  },
  client: { name: 'Ann' },
  session: {
    booking_id: 'b1',
    service: 'Vinyasa Flow',
    private: false,
    staff: 'Sam',
    // 09:00 London summer time.
    starts_at: '2026-06-30T08:00:00+00:00',
    ends_at: '2026-06-30T09:00:00+00:00',
    location: '',
  },
  place: { id: 'e1', status: 'confirmed', waitlist_position: null, offer_expires_at: null },
  calendar: { uid: 'e1', sequence: 2 },
};
const options = {
  siteUrl: 'https://book.example.com',
  organizer: { name: 'Sunrise <Yoga>', email: 'no-reply@example.com' },
  attendee: 'ann@example.com',
  now: new Date('2026-06-01T10:00:00Z'),
};
const render = (kind: string, extra: Partial<MessageSnapshot> = {}) =>
  renderMessage(kind, { ...snapshot, ...extra }, options);

describe('renderMessage', () => {
  it('confirms a place in text and accessible HTML, in the business zone, with its invitation', () => {
    const message = render('place_confirmed');
    expect(message.subject).toBe('Booked: Vinyasa Flow on Tue 30 Jun, 09:00');
    expect(message.text).toContain('When: Tuesday, 30 June 2026, 09:00–10:00 (London time)');
    expect(message.text).toContain('With: Sam');
    expect(message.text).toContain('Where: 1 High Street');
    expect(message.text).toContain('See your bookings: https://book.example.com/client-access');
    expect(message.html).toContain('<html lang="en-GB" dir="ltr">');
    expect(message.html).toContain('<th scope="row"');
    expect(message.html).toContain('Sunrise &#60;Yoga&#62;');
    expect(message.html).not.toContain('<Yoga>');
    expect(message.sms).toBe(
      'Sunrise <Yoga>: you are booked for Vinyasa Flow on Tue 30 Jun, 09:00 (London time).',
    );
    const ics = message.calendar?.content ?? '';
    expect(message.calendar).toMatchObject({ method: 'REQUEST', filename: 'booking.ics' });
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('UID:e1@book.example.com');
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain('DTSTART;TZID=Europe/London:20260630T090000');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
    expect(ics).toContain('DTSTAMP:20260601T100000Z');
    expect(ics).toMatch(/ATTENDEE;[^\r]*PARTSTAT=ACCEPTED/);
  });

  it('says a private appointment is confirmed', () => {
    const message = render('place_confirmed', { session: { ...snapshot.session, private: true } });
    expect(message.subject).toBe('Appointment confirmed: Vinyasa Flow on Tue 30 Jun, 09:00');
    expect(message.text).toContain('Your appointment is confirmed');
  });

  it('tells the waitlist its position, without an invitation', () => {
    const message = render('waitlist_joined', {
      place: { ...snapshot.place, status: 'waitlisted', waitlist_position: 3 },
    });
    expect(message.text).toContain('You are number 3 on its waitlist');
    expect(message.calendar).toBeUndefined();
  });

  it('offers a freed place with its one-click link and until when it holds', () => {
    const message = render('waitlist_offer', {
      place: { ...snapshot.place, status: 'offered', offer_expires_at: '2026-06-29T13:30:00Z' },
      offer: { token: 'abc_-1' },
    });
    expect(message.text).toContain('held for you until Monday 29 June at 14:30 (London time)');
    expect(message.text).toContain(
      'Take the place: https://book.example.com/client-access/offer?token=abc_-1',
    );
    expect(message.html).toContain(
      '<a href="https://book.example.com/client-access/offer?token=abc_-1"',
    );
    expect(message.calendar).toBeUndefined();
  });

  it('says what the policy did when the client cancelled, and cancels the event', () => {
    const cancelled = (cancellation: Partial<NonNullable<MessageSnapshot['cancellation']>>) =>
      render('place_cancelled', {
        cancellation: {
          credits_returned: 0,
          money_back_minor: 0,
          fee_minor: 0,
          late: false,
          previous_status: 'confirmed',
          reason: null,
          ...cancellation,
        },
      });
    expect(cancelled({ credits_returned: 1 }).text).toContain(
      'The class credit went back to your pack.',
    );
    expect(cancelled({ money_back_minor: 1500 }).text).toContain(
      '£15.00 was credited back to your balance.',
    );
    expect(cancelled({ late: true, fee_minor: 500 }).text).toContain(
      'It was late: a fee of £5.00 was charged.',
    );
    const message = cancelled({});
    expect(message.subject).toBe('Cancelled: Vinyasa Flow on Tue 30 Jun, 09:00');
    expect(message.calendar?.content).toContain('METHOD:CANCEL');
    expect(message.calendar?.content).toContain('SEQUENCE:3');
    expect(message.calendar?.content).toContain('STATUS:CANCELLED');
    const left = cancelled({ previous_status: 'waitlisted' });
    expect(left.subject).toBe('You left the waitlist: Vinyasa Flow on Tue 30 Jun, 09:00');
    expect(left.calendar).toBeUndefined();
  });

  it('tells those booked and those waiting that the business cancelled, and why', () => {
    const cancellation = {
      credits_returned: 0,
      money_back_minor: 1500,
      fee_minor: 0,
      late: false,
      previous_status: 'confirmed',
      reason: 'The teacher is ill',
    };
    const booked = render('session_cancelled', { cancellation });
    expect(booked.subject).toBe('Cancelled by Sunrise <Yoga>: Vinyasa Flow on Tue 30 Jun, 09:00');
    expect(booked.text).toContain('The reason given: The teacher is ill');
    expect(booked.text).toContain('£15.00 was credited back to your balance.');
    expect(booked.calendar?.method).toBe('CANCEL');
    const waiting = render('session_cancelled', {
      cancellation: { ...cancellation, money_back_minor: 0, previous_status: 'waitlisted' },
    });
    expect(waiting.text).toContain('whose waitlist you were on');
    expect(waiting.calendar).toBeUndefined();
  });

  it('gives a moved session its old and new time and an updated invitation', () => {
    const message = render('booking_rescheduled', {
      previous: { starts_at: '2026-06-29T08:00:00Z', ends_at: '2026-06-29T09:00:00Z' },
    });
    expect(message.subject).toBe('New time: Vinyasa Flow, now Tue 30 Jun, 09:00');
    expect(message.text).toContain('moved it from Monday, 29 June 2026, 09:00–10:00 (London time)');
    expect(message.calendar?.content).toContain('SEQUENCE:2');
  });

  it('reminds with the session and its invitation', () => {
    const message = render('reminder', { reminder: { lead_minutes: 1440 } });
    expect(message.subject).toBe('Reminder: Vinyasa Flow on Tue 30 Jun, 09:00');
    expect(message.calendar?.method).toBe('REQUEST');
  });

  it('gives a reminder an unsubscribe footer and URL, and a confirmation neither', () => {
    const message = render('reminder', {
      reminder: { lead_minutes: 1440 },
      unsubscribe: { token: 'tok-en_1' },
    });
    const url = 'https://book.example.com/client-access/unsubscribe?token=tok-en_1';
    expect(message.unsubscribeUrl).toBe(url);
    expect(message.text).toContain(
      `You get this because reminders from Sunrise <Yoga> are on. Turn them off: ${url}`,
    );
    expect(message.html).toContain(`<a href="${url}" style="color:#1c5fb8">Turn them off</a>`);
    expect(message.html).toContain('reminders from Sunrise &#60;Yoga&#62; are on');
    const confirmation = render('place_confirmed', { unsubscribe: { token: 'tok-en_1' } });
    expect(confirmation.unsubscribeUrl).toBeUndefined();
    expect(confirmation.text).not.toContain('Turn them off');
  });

  it('writes money in the business currency and the recipient’s language', () => {
    const message = renderMessage(
      'place_cancelled',
      {
        ...snapshot,
        business: { ...snapshot.business, currency: 'EUR', locale: 'de-DE' },
        cancellation: {
          credits_returned: 0,
          money_back_minor: 123456,
          fee_minor: 0,
          late: false,
          previous_status: 'confirmed',
          reason: null,
        },
      },
      { ...options, locale: 'de' },
    );
    expect(message.text).toContain('1.234,56\u00a0€ wurden Ihrem Konto gutgeschrieben.');
  });

  it('refuses a kind or a snapshot it has no template for', () => {
    expect(() => render('birthday')).toThrow(MessageRenderError);
    expect(() => renderMessage('reminder', { business: {} }, options)).toThrow(MessageRenderError);
  });

  it('renders the staff and account kinds from their own snapshots, a calendar file with an appointment only', () => {
    const appointment = renderMessage('staff_appointment_booked', snapshot, {
      ...options,
      attendee: 'sam@example.com',
    });
    expect(appointment.subject).toBe('New appointment: Ann, Vinyasa Flow, Tue 30 Jun, 09:00');
    // The staff member is the attendee, by their own name.
    expect(appointment.calendar?.content).toMatch(/ATTENDEE;[^\r]*CN="?Sam"?[;:]/);
    const away = renderMessage(
      'staff_appointment_moved_away',
      {
        ...snapshot,
        previous: {
          starts_at: snapshot.session.starts_at,
          ends_at: snapshot.session.ends_at,
          staff: 'Jo',
        },
      },
      { ...options, attendee: 'jo@example.com' },
    );
    expect(away.calendar).toMatchObject({ method: 'CANCEL' });
    expect(away.calendar?.content).toContain('SEQUENCE:3');
    expect(away.calendar?.content).toMatch(/CN="?Jo"?[;:]/);
    const invitation = renderMessage(
      'staff_invitation',
      {
        business: snapshot.business,
        invitation: {
          email: 'sam@example.com',
          role: 'staff',
          expires_at: '2026-07-07T17:30:00+00:00',
          invited_by: null,
        },
      },
      options,
    );
    expect(invitation.text).toContain(
      'Accept the invitation: https://book.example.com/t/onboarding/',
    );
    expect(invitation.html).toContain('<th scope="row"');
    expect(invitation.calendar).toBeUndefined();
    // A booking's snapshot does not fit a receipt: it fails for good rather than half-filled.
    expect(() => renderMessage('payment_receipt', snapshot, options)).toThrow(MessageRenderError);
  });

  it('puts a business’s own subject and paragraphs in our layout, escaped, with the facts kept', () => {
    const message = renderMessage('place_confirmed', snapshot, {
      ...options,
      wording: {
        subject: 'See you {when} <3',
        body: 'Hi {client_name} & welcome.\n\nBring water, {staff} says.',
      },
    });
    expect(message.subject).toBe('See you Tuesday, 30 June 2026, 09:00–10:00 (London time) <3');
    expect(message.text).toContain('Hi Ann & welcome.\n\nBring water, Sam says.');
    expect(message.text).not.toContain('Your place is confirmed');
    expect(message.html).toContain('<p style="margin:0 0 12px">Hi Ann &#38; welcome.</p>');
    expect(message.html).toContain(
      '<title>See you Tuesday, 30 June 2026, 09:00–10:00 (London time) &#60;3</title>',
    );
    expect(message.html).toContain('<th scope="row"');
    expect(message.calendar?.method).toBe('REQUEST');
    expect(message.sms).toBe(render('place_confirmed').sms);
  });

  it('writes the whole message in German for a German recipient: subject, body, text and calendar', () => {
    const message = renderMessage(
      'place_confirmed',
      { ...snapshot, business: { ...snapshot.business, time_zone: 'Europe/Berlin', locale: 'de' } },
      { ...options, locale: 'de' },
    );
    expect(message.locale).toBe('de');
    expect(message.subject).toBe('Gebucht: Vinyasa Flow am Di., 30. Juni, 10:00');
    expect(message.text).toContain('Sie sind angemeldet\n\nHallo Ann,\n\nIhr Platz ist bestätigt.');
    expect(message.text).toContain(
      'Wann: Dienstag, 30. Juni 2026, 10:00–11:00 Uhr (Ortszeit Berlin)',
    );
    expect(message.text).toContain('Bei: Sam');
    expect(message.text).toContain(
      'Meine Buchungen ansehen: https://book.example.com/client-access',
    );
    expect(message.html).toContain('<html lang="de" dir="ltr">');
    expect(message.html).toContain('>Details</caption>');
    expect(message.sms).toBe(
      'Sunrise <Yoga>: Sie sind angemeldet für Vinyasa Flow am Di., 30. Juni, 10:00 (Ortszeit Berlin).',
    );
    const ics = message.calendar?.content ?? '';
    expect(ics).toContain('DESCRIPTION:Mit Sam');
    expect(ics).toContain('PRODID:-//booking-platform//messages//DE');
  });

  it('lays an Arabic email out right to left, with no physical side in its styles', () => {
    const message = renderMessage(
      'reminder',
      { ...snapshot, unsubscribe: { token: 'tok' } },
      { ...options, locale: 'ar' },
    );
    expect(message.subject).toMatch(/^تذكير: Vinyasa Flow يوم /);
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    expect(message.html).toContain('>التفاصيل</caption>');
    expect(message.html).toContain('مرحبًا Ann،');
    expect(message.html).toContain('>إيقاف التذكيرات</a>');
    expect(message.html).not.toMatch(/\b(left|right)\b/);
    expect(message.html).toContain('text-align:start');
    // Every line of the text part is marked right to left, even one that starts with a name.
    const lines = message.text.split('\n').filter((line) => line !== '' && line !== '---');
    expect(lines.every((line) => line.startsWith('\u200f'))).toBe(true);
    expect(message.text).toContain('\u200fSunrise <Yoga>\n');
    // Dates in Arabic, still on the business's clock.
    expect(message.text).toMatch(/الوقت: .*2026.* \(بتوقيت London\)/);
  });

  it('fills a test message’s sample names in the language it is sent in', () => {
    const sample = {
      ...snapshot,
      client: { name: 'Sam Sample' },
      session: { ...snapshot.session, service: 'Evening Flow', staff: 'Alex Teacher' },
      cancellation: {
        credits_returned: 1,
        money_back_minor: 0,
        fee_minor: 0,
        late: false,
        previous_status: 'confirmed',
        reason: 'The teacher is unwell.',
      },
      previous: {
        starts_at: snapshot.session.starts_at,
        ends_at: snapshot.session.ends_at,
        staff: 'Jo Former',
      },
      invitation: {
        email: 'a@example.com',
        role: 'staff',
        expires_at: snapshot.session.starts_at,
        invited_by: 'Olivia Owner',
      },
      documents: [{ title: 'Health waiver', version: 2 }],
      entry: {
        kind: 'payment',
        amount_minor: 2800,
        currency: 'GBP',
        method: 'card',
        note: 'Ten-class pack',
        created_at: snapshot.session.starts_at,
        session: {
          service: 'Evening Flow',
          private: false,
          starts_at: snapshot.session.starts_at,
          ends_at: snapshot.session.ends_at,
          status: 'no_show',
        },
        refund_of: {
          amount_minor: 2800,
          created_at: snapshot.session.starts_at,
          note: 'Ten-class pack',
        },
      },
      balance_minor: 0,
      membership: {
        id: '00000000-0000-4000-8000-000000000003',
        plan: 'Monthly unlimited',
        next_attempt_at: snapshot.session.starts_at,
      },
    };
    const german = renderMessage('place_confirmed', sample, {
      ...options,
      locale: 'de',
      sample: true,
    });
    expect(german.subject).toMatch(/^Gebucht: Abend-Flow am /);
    expect(german.text).toContain('Hallo Sam Beispiel,');
    const english = renderMessage('place_confirmed', sample, { ...options, sample: true });
    expect(english.text).toContain('Hello Sam Sample,');
  });
});
