import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts every address of one IPv6 /64 as one', () => {
    const key = '2001:db8:aa:bb::/64';
    expect(addressKey('2001:db8:aa:bb::1')).toBe(key);
    expect(addressKey('2001:0db8:00aa:00bb:1234:5678:9abc:def0')).toBe(key);
    expect(addressKey('2001:db8:aa:bb:ffff::')).toBe(key);
    expect(addressKey('2001:db8:aa:bb::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:aa:bc::1')).not.toBe(key);
  });

  it('expands :: wherever it stands', () => {
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::7:8:9:a:b:c:d')).toBe('0:7:8:9::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('1:2:3::5:192.0.2.1')).toBe('1:2:3:0::/64');
  });

  it('puts a socket without an address (already gone) under the empty key', () => {
    expect(addressKey(undefined)).toBe('');
  });
});
