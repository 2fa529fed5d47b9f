import type { RpcBody } from '../plan/find-function.ts';

/**
 * What kind of body a POST to a function carries, by its Content-Type. Anything but text,
 * XML and binary is read as JSON, as PostgREST does for a missing Content-Type.
 */
export function rpcBodyKind(contentType: string | undefined): RpcBody {
  const media = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (media === 'text/plain') return 'text';
  if (media === 'text/xml' || media === 'application/xml') return 'xml';
  if (media === 'application/octet-stream') return 'binary';
  return 'json';
}
