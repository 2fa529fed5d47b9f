import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedLookup, outboundFetch, refusedAddress } from './outbound-fetch.ts';

const deployment = { allowLoopback: false, deployment: true };

/** A name server that answers `address` for every name, as a rebinding one does on its second answer. */
const answering =
  (address: string): LookupFunction =>
  (_hostname, options, callback) =>
    options.all ? callback(null, [{ address, family: 4 }]) : callback(null, address, 4);

const lookUp = (lookup: LookupFunction, hostname: string) =>
  new Promise<NodeJS.ErrnoException | null>((resolve) =>
    lookup(hostname, { all: true }, (error) => resolve(error)),
  );

describe('outbound fetch', () => {
  let server: http.Server;
  let port = 0;
  let connections = 0;
  beforeAll(async () => {
    server = http.createServer((_request, response) => response.end('inside'));
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('refuses, at the moment of connecting, a name that now leads inside', async () => {
    const before = connections;
    const request = outboundFetch(
      deployment,
      answering('127.0.0.1'),
    )(`http://hooks.example.net:${port}/`);
    const error = await request.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(refusedAddress(error)).toBe(true);
    expect(connections).toBe(before);
  });

  it('connects to this machine by its name where the operator allows it', async () => {
    const policy = { allowLoopback: true, deployment: true };
    const response = await outboundFetch(
      policy,
      answering('127.0.0.1'),
    )(`http://localhost:${port}/`);
    expect(await response.text()).toBe('inside');
  });

  it('leaves a trial and WEBHOOKS_ALLOW_PRIVATE to the plain fetch', () => {
    expect(outboundFetch({ allowLoopback: true, deployment: false })).toBe(fetch);
    expect(outboundFetch({ ...deployment, allowPrivate: true })).toBe(fetch);
  });

  it('passes public addresses and refuses every inside one a name has', async () => {
    const lookup = (address: string) =>
      lookUp(guardedLookup(deployment, answering(address)), 'a.example');
    expect(await lookup('93.184.216.34')).toBeNull();
    for (const inside of ['10.0.0.8', '169.254.169.254', '192.168.1.1', '127.0.0.1'])
      expect((await lookup(inside))?.code).toBe('ADDRESS_NOT_ALLOWED');
    const mixed: LookupFunction = (_hostname, _options, callback) =>
      callback(null, [
        { address: '93.184.216.34', family: 4 },
        { address: 'fd00::1', family: 6 },
      ]);
    expect((await lookUp(guardedLookup(deployment, mixed), 'a.example'))?.code).toBe(
      'ADDRESS_NOT_ALLOWED',
    );
  });
});
