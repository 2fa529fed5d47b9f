import { describe, expect, it } from 'vitest';
import { wordsIn } from '../i18n/static-words.ts';
import { bodyParagraphs, businessContent } from './business-wording.ts';
import { messageContent } from './message-content.ts';
import { sampleSnapshot } from './sample-snapshot.ts';

// Our English, dates and money as en-US writes them.
const words = wordsIn('en', 'en-US');
const business = {
  name: 'Harbour Pilates',
  time_zone: 'America/New_York',
  currency: 'USD',
  locale: 'en-US',
  email: null,
  phone: null,
  address: null,
};
const sample = sampleSnapshot(business, new Date('2026-06-01T12:00:00Z'), words);
const links = { siteUrl: 'https://book.example.com' };

describe('a business’s own wording', () => {
  it('splits a body into paragraphs at blank lines', () => {
    expect(bodyParagraphs('  One\nline two\r\n\r\n \n Three \n\n\n')).toEqual([
      'One\nline two',
      'Three',
    ]);
  });

  it('replaces our subject and paragraphs and keeps our heading, details and button', () => {
    const ours = messageContent('place_confirmed', sample, links, words);
    const theirs = businessContent(
      'place_confirmed',
      sample,
      links,
      {
        subject: 'See you {when}, {client_name}!',
        body: 'Dear {client_name},\n\nThanks for booking {service} with {staff}.',
      },
      words,
    );
    expect(theirs.subject).toBe(
      'See you Monday, June 8, 2026, 6:00 – 7:00 PM (New York time), Sam Sample!',
    );
    expect(theirs.paragraphs).toEqual([
      'Dear Sam Sample,',
      'Thanks for booking Evening Flow with Alex Teacher.',
    ]);
    expect(theirs.heading).toBe(ours.heading);
    expect(theirs.details).toEqual(ours.details);
    expect(theirs.action).toEqual(ours.action);
    expect(theirs.sms).toBe(ours.sms);
    expect(theirs.calendar).toBe('request');
  });

  it('keeps ours for an empty part, and for a part naming a placeholder the kind lacks', () => {
    const ours = messageContent('reminder', sample, links, words);
    expect(
      businessContent('reminder', sample, links, { subject: null, body: '  ' }, words),
    ).toEqual(ours);
    const stale = businessContent(
      'reminder',
      sample,
      links,
      {
        subject: 'Soon: {offer_until}',
        body: 'Your place: {waitlist_position}',
      },
      words,
    );
    expect(stale.subject).toBe(ours.subject);
    expect(stale.paragraphs).toEqual(ours.paragraphs);
  });

  it('keeps what a cancellation did under the business’s words', () => {
    const ours = messageContent('place_cancelled', sample, links, words);
    expect(ours.paragraphs).toContain('The class credit went back to your pack.');
    const theirs = businessContent(
      'place_cancelled',
      sample,
      links,
      {
        subject: null,
        body: 'Sorry to miss you, {client_name}.',
      },
      words,
    );
    expect(theirs.paragraphs).toEqual([
      'Sorry to miss you, Sam Sample.',
      'The class credit went back to your pack.',
    ]);
    // A confirmation's snapshot carrying a cancellation says nothing of it.
    expect(
      businessContent('place_confirmed', sample, links, { subject: null, body: 'Hi.' }, words)
        .paragraphs,
    ).toEqual(['Hi.']);
  });
});

describe('a business’s own wording of every kind', () => {
  it('words a staff email, keeping where appointment emails are turned off', () => {
    const theirs = businessContent(
      'staff_appointment_moved',
      sample,
      links,
      {
        subject: '{client_name} now comes {when}',
        body: 'Hi {staff}, {service} moved from {previous_when}.',
      },
      words,
    );
    expect(theirs.subject).toBe(
      'Sam Sample now comes Monday, June 8, 2026, 6:00 – 7:00 PM (New York time)',
    );
    // Intl's narrow spaces read as spaces.
    expect(theirs.paragraphs[0]?.replace(/\s/g, ' ')).toBe(
      'Hi Alex Teacher, Evening Flow moved from Sunday, June 7, 2026, 6:00 – 7:00 PM (New York time).',
    );
    expect(theirs.paragraphs[1]).toMatch(/^You get these emails because .* Turn them off/);
    expect(theirs.calendar).toBe('request');
  });

  it('words an account message with its own placeholders', () => {
    const theirs = businessContent(
      'payment_receipt',
      sample,
      links,
      {
        subject: 'Thanks, {client_name}: {amount}',
        body: 'We got {amount} by {method}. Balance: {balance}.',
      },
      words,
    );
    expect(theirs.subject).toBe('Thanks, Sam Sample: $28.00');
    expect(theirs.paragraphs).toEqual(['We got $28.00 by Card. Balance: nothing owed.']);
    expect(theirs.details).toEqual(messageContent('payment_receipt', sample, links, words).details);
    // A placeholder of another kind keeps ours.
    expect(
      businessContent('payment_receipt', sample, links, { subject: '{service}', body: null }, words)
        .subject,
    ).toBe(messageContent('payment_receipt', sample, links, words).subject);
  });

  it('words the text message on one line, adding the link it must carry', () => {
    const confirmed = businessContent(
      'place_confirmed',
      sample,
      links,
      {
        subject: null,
        body: null,
        sms: 'See you {when},\n{client_name}!',
      },
      words,
    );
    expect(confirmed.sms).toBe(
      'See you Monday, June 8, 2026, 6:00 – 7:00 PM (New York time), Sam Sample!',
    );
    expect(confirmed.subject).toBe(messageContent('place_confirmed', sample, links, words).subject);
    const offer = businessContent(
      'waitlist_offer',
      sample,
      links,
      {
        subject: null,
        body: null,
        sms: 'A place is yours until {offer_until}.',
      },
      words,
    );
    expect(offer.sms.replace(/\s/g, ' ')).toBe(
      'A place is yours until Sunday, June 7 at 6:00 PM (New York time). https://book.example.com/client-access/offer?token=sample',
    );
    const documents = businessContent(
      'documents_to_sign',
      sample,
      links,
      {
        subject: null,
        body: null,
        sms: 'Please sign {documents}.',
      },
      words,
    );
    expect(documents.sms).toBe(
      'Please sign “Health waiver”. https://book.example.com/client-access/documents',
    );
  });
});

// Decision 0043: a place offered from the waitlist of a class paid online is taken by paying
// for it by card, so its offer does not promise one click.
describe('a waitlist offer', () => {
  it('is taken with one click, or by paying by card where the place must be paid online', () => {
    const click = messageContent('waitlist_offer', sample, links, words);
    expect(click.action?.label).toBe('Take the place');
    expect(click.paragraphs.join(' ')).toContain('Take it with one click');
    const card = messageContent(
      'waitlist_offer',
      { ...sample, offer: { token: 'sample', pay_by_card: true } },
      links,
      words,
    );
    expect(card.action).toEqual({ label: 'Pay by card to take it', url: click.action?.url });
    expect(card.paragraphs.join(' ')).toContain('Sign in and pay for it by card to take it');
    expect(card.paragraphs.join(' ')).not.toContain('one click');
  });
});
