import { describe, expect, it } from 'vitest';
import { bodyParagraphs, businessContent } from './business-wording.ts';
import { messageContent } from './message-content.ts';
import { sampleSnapshot } from './sample-snapshot.ts';

const business = {
  name: 'Harbour Pilates',
  time_zone: 'America/New_York',
  currency: 'USD',
  locale: 'en-US',
  email: null,
  phone: null,
  address: null,
};
const sample = sampleSnapshot(business, new Date('2026-06-01T12:00:00Z'));
const links = { siteUrl: 'https://book.example.com' };

describe('a business’s own wording', () => {
  it('splits a body into paragraphs at blank lines', () => {
    expect(bodyParagraphs('  One\nline two\r\n\r\n \n Three \n\n\n')).toEqual([
      'One\nline two',
      'Three',
    ]);
  });

  it('replaces our subject and paragraphs and keeps our heading, details and button', () => {
    const ours = messageContent('place_confirmed', sample, links);
    const theirs = businessContent('place_confirmed', sample, links, {
      subject: 'See you {when}, {client_name}!',
      body: 'Dear {client_name},\n\nThanks for booking {service} with {staff}.',
    });
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
    const ours = messageContent('reminder', sample, links);
    expect(businessContent('reminder', sample, links, { subject: null, body: '  ' })).toEqual(ours);
    const stale = businessContent('reminder', sample, links, {
      subject: 'Soon: {offer_until}',
      body: 'Your place: {waitlist_position}',
    });
    expect(stale.subject).toBe(ours.subject);
    expect(stale.paragraphs).toEqual(ours.paragraphs);
  });

  it('keeps what a cancellation did under the business’s words', () => {
    const ours = messageContent('place_cancelled', sample, links);
    expect(ours.paragraphs).toContain('The class credit went back to your pack.');
    const theirs = businessContent('place_cancelled', sample, links, {
      subject: null,
      body: 'Sorry to miss you, {client_name}.',
    });
    expect(theirs.paragraphs).toEqual([
      'Sorry to miss you, Sam Sample.',
      'The class credit went back to your pack.',
    ]);
    // A confirmation's snapshot carrying a cancellation says nothing of it.
    expect(
      businessContent('place_confirmed', sample, links, { subject: null, body: 'Hi.' }).paragraphs,
    ).toEqual(['Hi.']);
  });
});
