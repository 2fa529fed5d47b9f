import { describe, expect, it } from 'vitest';
import {
  bookingPageUrl,
  embedPageUrl,
  readBookingLink,
  serviceLinkUrl,
  sessionLinkUrl,
} from './booking-links.ts';

const origin = 'https://book.example';
const service = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const booking = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

const read = (url: string) => {
  const parsed = new URL(url);
  return readBookingLink(parsed.pathname, parsed.searchParams);
};

describe('booking links', () => {
  it('builds the page, service, session and embed links', () => {
    expect(bookingPageUrl(origin, 'sunrise-yoga')).toBe(
      'https://book.example/client-access/register/?tenant=sunrise-yoga',
    );
    expect(serviceLinkUrl(origin, 'sunrise-yoga', { id: service, kind: 'private' })).toBe(
      `https://book.example/client-access/register/private-options?tenant=sunrise-yoga&service_id=${service}`,
    );
    expect(serviceLinkUrl(origin, 'sunrise-yoga', { id: service, kind: 'group' })).toBe(
      `https://book.example/client-access/register/?tenant=sunrise-yoga&service=${service}#service-${service}`,
    );
    expect(sessionLinkUrl(origin, 'sunrise-yoga', { serviceId: service, bookingId: booking })).toBe(
      `https://book.example/client-access/register/group-options/?tenant=sunrise-yoga&service_id=${service}&booking_id=${booking}`,
    );
    expect(embedPageUrl(origin, 'sunrise-yoga')).toBe(
      'https://book.example/embed/?tenant=sunrise-yoga',
    );
  });

  it('reads back what each link points at', () => {
    expect(read(bookingPageUrl(origin, 'a'))).toEqual({
      slug: 'a',
      serviceId: null,
      bookingId: null,
    });
    expect(read(serviceLinkUrl(origin, 'a', { id: service, kind: 'group' }))).toEqual({
      slug: 'a',
      serviceId: service,
      bookingId: null,
    });
    expect(read(serviceLinkUrl(origin, 'a', { id: service, kind: 'private' }))).toMatchObject({
      serviceId: service,
    });
    expect(read(sessionLinkUrl(origin, 'a', { serviceId: service, bookingId: booking }))).toEqual({
      slug: 'a',
      serviceId: service,
      bookingId: booking,
    });
    expect(
      read(`${origin}/client-access/register/group-options/${service}?booking_id=${booking}`),
    ).toEqual({ slug: null, serviceId: null, bookingId: booking });
    expect(read(embedPageUrl(origin, 'a'))?.slug).toBe('a');
  });

  it('reads malformed ids and slugs as absent, and other pages as no booking link', () => {
    expect(read(`${origin}/client-access/register/?tenant=<b>&service=1'`)).toEqual({
      slug: null,
      serviceId: null,
      bookingId: null,
    });
    expect(read(`${origin}/t/services/`)).toBeNull();
    expect(read(`${origin}/client-access/register/elsewhere`)).toBeNull();
  });
});
