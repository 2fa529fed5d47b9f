import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { isLoopbackHost } from '../developer-tools.ts';

// Which addresses the server connects to on a person's behalf: CalDAV servers a staff member
// types, webhook endpoints an owner types. The server must not become their way into its own
// network: https only, except http to this machine where the operator allows it (a trial does:
// a Radicale or a receiver beside it); and no private, link-local or loopback address, by name
// or by number, where its own network is off limits, unless the operator allows them.

export interface AddressPolicy {
  /** http:// and this machine's addresses (CALDAV_ALLOW_LOOPBACK; on in a trial). */
  allowLoopback: boolean;
  /** Whether the server's own network is off limits (a deployment's). */
  deployment: boolean;
  /** http:// and every private, link-local and loopback address (WEBHOOKS_ALLOW_PRIVATE). */
  allowPrivate?: boolean;
}

const inside = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  inside.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  inside.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is of a private network, link-local or this machine. */
export function isInside(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return inside.check(mapped, 'ipv4');
  const kind = isIP(address);
  return kind !== 0 && inside.check(address, kind === 4 ? 'ipv4' : 'ipv6');
}

const bare = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/** Whether a request may go to the address, its name aside. */
export function mayReach(url: URL, policy: AddressPolicy): boolean {
  const loopback = isLoopbackHost(url.hostname);
  const anywhere = policy.allowPrivate === true;
  if (url.protocol === 'http:' && !anywhere && !(loopback && policy.allowLoopback)) return false;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username !== '' || url.password !== '') return false;
  if (policy.deployment && !anywhere && isInside(bare(url.hostname)))
    return loopback && policy.allowLoopback;
  return true;
}

/** Whether the policy keeps the server's own network off limits, for names too. */
export const guardsNetwork = (policy: AddressPolicy) =>
  policy.deployment && policy.allowPrivate !== true;

/**
 * The address, when the server may connect to it; else null: what a person typed, and every
 * request made to it (a name may be pointed inside after it was checked).
 */
export async function reachableAddress(text: string, policy: AddressPolicy): Promise<URL | null> {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (!mayReach(url, policy)) return null;
  if (!guardsNetwork(policy) || isIP(bare(url.hostname)) !== 0) return url;
  if (isLoopbackHost(url.hostname)) return policy.allowLoopback ? url : null;
  // A name may lead inside as well as a number does.
  try {
    const addresses = await lookup(url.hostname, { all: true });
    return addresses.some(({ address }) => isInside(address)) ? null : url;
  } catch {
    // Unknown names are answered by the probe: the server is unreachable.
    return url;
  }
}
