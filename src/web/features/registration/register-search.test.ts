import { describe, expect, it } from 'vitest';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { wordsIn } from '@shared/i18n/static-words.ts';
import {
  readLinkIds,
  validateGroupOptionsSearch,
  validatePrivateOptionsSearch,
} from './register-search';

const serviceId = '3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b';
const bookingId = '00000000-0000-0000-0000-000000000001';

/** The problem a link has, as the screen says it in English. */
const problemText = (read: { ok: true } | { ok: false; problem: MessageId }) =>
  read.ok ? null : wordsIn('en').formatMessage({ id: read.problem });

describe('validatePrivateOptionsSearch', () => {
  it('keeps the service id as the link carried it', () => {
    expect(validatePrivateOptionsSearch({ service_id: serviceId })).toEqual({
      service_id: serviceId,
    });
  });

  it('accepts a link without the service', () => {
    expect(validatePrivateOptionsSearch({})).toEqual({});
  });

  it('turns values the router parsed as JSON back into text instead of throwing', () => {
    expect(validatePrivateOptionsSearch({ service_id: 123 })).toEqual({ service_id: '123' });
    expect(validatePrivateOptionsSearch({ service_id: null })).toEqual({ service_id: 'null' });
    expect(validatePrivateOptionsSearch({ service_id: { a: 1 } })).toEqual({
      service_id: '{"a":1}',
    });
  });

  it('drops params it does not know', () => {
    expect(validatePrivateOptionsSearch({ service_id: serviceId, other: 'x' })).toEqual({
      service_id: serviceId,
    });
  });
});

describe('validateGroupOptionsSearch', () => {
  it('keeps both ids', () => {
    expect(validateGroupOptionsSearch({ service_id: serviceId, booking_id: bookingId })).toEqual({
      service_id: serviceId,
      booking_id: bookingId,
    });
  });

  it('never throws on a broken link', () => {
    expect(validateGroupOptionsSearch({ booking_id: [1, 2] })).toEqual({ booking_id: '[1,2]' });
  });
});

describe('readLinkIds', () => {
  it('accepts UUIDs, with or without a version digit, in any case', () => {
    expect(readLinkIds({ service: serviceId.toUpperCase(), session: bookingId })).toEqual({
      ok: true,
      ids: { service: serviceId, session: bookingId },
    });
  });

  it('says which id is missing', () => {
    for (const text of [undefined, '', '  ']) {
      const read = readLinkIds({ service: text });
      expect(read).toEqual({ ok: false, problem: 'register.linkMissingService' });
      expect(problemText(read)).toBe(
        'This link is missing the service to book. Choose a service from the catalogue.',
      );
    }
  });

  it('says which id cannot be a UUID', () => {
    for (const text of ['123', 'not-a-uuid', `${serviceId}0`]) {
      const read = readLinkIds({ service: serviceId, session: text });
      expect(problemText(read)).toBe(
        'The session in this link is not a valid one. Choose a session from the catalogue.',
      );
    }
  });

  it('reports the first problem in the order given', () => {
    const read = readLinkIds({ service: undefined, session: 'x' });
    expect(problemText(read)).toMatch(/missing the service/);
  });
});
