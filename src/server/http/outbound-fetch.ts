import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { isLoopbackHost } from '../developer-tools.ts';
import { guardsNetwork, isInside, type AddressPolicy } from './outbound-address.ts';

// reachableAddress checks a name before a request, but the connection looks it up again: a name
// whose server answers with a short lifetime can lead outside for the check and inside for the
// connection (DNS rebinding). So requests on a person's behalf connect through a lookup that
// refuses the addresses the policy keeps out, at the moment the connection is made.

/** The code of a connection refused because its name led inside. */
const addressNotAllowed = 'ADDRESS_NOT_ALLOWED';

/** A lookup that answers as `resolve` does, except with an error for an address kept out. */
export function guardedLookup(
  policy: AddressPolicy,
  resolve: LookupFunction = dns.lookup as LookupFunction,
): LookupFunction {
  return (hostname, options, callback) =>
    resolve(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      const found = typeof address === 'string' ? [address] : address.map((one) => one.address);
      const allowed = isLoopbackHost(hostname) && policy.allowLoopback;
      if (!allowed && found.some(isInside)) {
        const refused = Object.assign(new Error(`${hostname} leads inside this network`), {
          code: addressNotAllowed,
        });
        return callback(refused, address, family);
      }
      callback(null, address, family);
    });
}

const dispatchers = new WeakMap<AddressPolicy, Agent>();

/**
 * The fetch for requests the server makes on a person's behalf under `policy`: where the policy
 * keeps its own network out, every connection is checked as it is made.
 */
export function outboundFetch(policy: AddressPolicy, resolve?: LookupFunction): typeof fetch {
  if (!guardsNetwork(policy)) return fetch;
  let dispatcher = resolve === undefined ? dispatchers.get(policy) : undefined;
  if (dispatcher === undefined) {
    dispatcher = new Agent({ connect: { lookup: guardedLookup(policy, resolve) } });
    if (resolve === undefined) dispatchers.set(policy, dispatcher);
  }
  const guarded = dispatcher;
  // undici's own fetch, which takes its Agent; its Request and Response are the global ones'.
  return ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher: guarded,
    })) as unknown as typeof fetch;
}

/** Whether a request failed because its name led inside when it connected. */
export function refusedAddress(error: unknown): boolean {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return cause?.code === addressNotAllowed;
}
