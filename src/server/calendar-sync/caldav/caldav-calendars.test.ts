import { describe, expect, test } from 'vitest';
import { mayWrite } from './caldav-calendars.ts';

// current-user-privilege-set as tsdav reads it (RFC 3744 5.4): Radicale's own calendars are
// tested against Radicale; a calendar shared read-only is only found at other servers.

describe('mayWrite', () => {
  test('reads write access from the privileges a server lists', () => {
    expect(mayWrite({ privilege: [{ read: {} }, { writeContent: {} }] })).toBe(true);
    expect(mayWrite({ privilege: { all: {} } })).toBe(true);
    expect(mayWrite({ privilege: [{ read: {} }, { readCurrentUserPrivilegeSet: {} }] })).toBe(
      false,
    );
    expect(mayWrite({ privilege: { read: {} } })).toBe(false);
  });

  test('takes a calendar whose server says nothing as writable, as it answers a write', () => {
    expect(mayWrite(undefined)).toBe(true);
    expect(mayWrite({})).toBe(true);
  });
});
