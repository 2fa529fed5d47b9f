/**
 * Whose sockets a connection counts among: its IPv4 address, or the /64 network of its IPv6
 * address. One IPv6 host usually holds a whole /64 and may use any address in it, so a limit
 * per IPv6 address would limit nothing. An IPv4 address written as IPv6 (`::ffff:1.2.3.4`, what
 * a dual-stack listener reports) is that IPv4 address.
 */
export function addressKey(address: string | undefined): string {
  if (address === undefined) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped !== null) return mapped[1] as string;
  if (!address.includes(':')) return address;
  const [head = '', tail] = (address.split('%')[0] as string).split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  // A dotted IPv4 tail (`::1.2.3.4`) stands for the last two groups.
  const width = (parts: string[]) =>
    parts.reduce((sum, part) => sum + (part.includes('.') ? 2 : 1), 0);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(Math.max(0, 8 - width(front) - width(back))).fill('0');
  const prefix = [...front, ...zeros, ...back].slice(0, 4);
  return `${prefix.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}
