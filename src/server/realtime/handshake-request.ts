import type { Vsn } from './frame-codec.ts';

/** Where supabase-js opens its socket: `<url>/realtime/v1` + `/websocket`. */
export const socketPath = '/realtime/v1/websocket';

export type HandshakeRequest =
  { token: string; vsn: Vsn; headers: Record<string, string> } | { status: number; error: string };

/**
 * What an upgrade request asks for, read before any token check (reference/realtime.md §1.1,
 * §1.6, §6.1): the key from `x-api-key`, else the `apikey` query parameter; the frame version,
 * 1.0.0 when missing; and the `x-` headers a policy may read.
 */
export function readHandshake(
  url: URL,
  headers: Record<string, string | string[] | undefined>,
): HandshakeRequest {
  const path = url.pathname.replace(/\/+$/, '');
  if (path !== socketPath) return { status: 404, error: 'Not Found' };
  const vsn = url.searchParams.get('vsn') ?? '1.0.0';
  if (vsn !== '1.0.0' && vsn !== '2.0.0') {
    return { status: 400, error: `Unsupported protocol version (vsn): ${vsn}` };
  }
  const header = headers['x-api-key'];
  const token = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
  if (token === null || token === undefined || token === '') {
    return { status: 401, error: 'API key is missing' };
  }
  const xHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith('x-') && name !== 'x-api-key' && value !== undefined) {
      xHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
    }
  }
  return { token, vsn, headers: xHeaders };
}
