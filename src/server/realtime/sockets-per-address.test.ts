import { describe, expect, it } from 'vitest';
import { SocketsPerAddress } from './sockets-per-address.ts';

describe('SocketsPerAddress', () => {
  it('refuses an address its socket past the limit, and takes one again once one closed', () => {
    const sockets = new SocketsPerAddress(2);
    expect([sockets.take('a'), sockets.take('a'), sockets.take('a')]).toEqual([true, true, false]);
    expect(sockets.take('b')).toBe(true);
    sockets.release('a');
    expect(sockets.take('a')).toBe(true);
    expect(sockets.take('a')).toBe(false);
  });

  it('forgets an address when its last socket closes', () => {
    const sockets = new SocketsPerAddress(5);
    sockets.take('a');
    sockets.take('a');
    sockets.take('b');
    expect(sockets.addresses).toBe(2);
    sockets.release('a');
    sockets.release('b');
    expect(sockets.addresses).toBe(1);
    sockets.release('a');
    expect(sockets.addresses).toBe(0);
  });
});
