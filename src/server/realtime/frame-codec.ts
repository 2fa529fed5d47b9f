/**
 * The Phoenix frames realtime-js speaks (reference/realtime.md §1.2, §1.3): JSON objects for
 * vsn 1.0.0, JSON arrays for 2.0.0, and for 2.0.0 the two binary broadcast kinds of realtime-js's
 * own serializer: 3 (a client's broadcast push) in, 4 (a broadcast to deliver) out. Phoenix's
 * kinds 0-2 are never sent: realtime-js cannot decode them.
 */

export type Vsn = '1.0.0' | '2.0.0';

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
  /** Came as realtime-js's binary broadcast push (kind 3). */
  binary?: boolean;
}

/** A broadcast's user payload: JSON, or raw bytes (a client's ArrayBuffer). */
export type BroadcastBody = { json: unknown } | { bytes: Uint8Array };

const pushKind = 3;
const broadcastKind = 4;
const jsonEncoding = 1;

const refOf = (value: unknown): string | null | undefined =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : undefined;

function frameOf(
  joinRef: unknown,
  ref: unknown,
  topic: unknown,
  event: unknown,
  payload: unknown,
): Frame | undefined {
  const j = refOf(joinRef);
  const r = refOf(ref);
  if (j === undefined || r === undefined) return undefined;
  if (typeof topic !== 'string' || typeof event !== 'string') return undefined;
  return { joinRef: j, ref: r, topic, event, payload: payload ?? {} };
}

/** A text frame as the socket's vsn writes it, or undefined when it is not one. */
export function decodeTextFrame(text: string, vsn: Vsn): Frame | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(value) || value.length !== 5) return undefined;
    const [joinRef, ref, topic, event, payload] = value as unknown[];
    return frameOf(joinRef, ref, topic, event, payload);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const object = value as Record<string, unknown>;
  return frameOf(object.join_ref, object.ref, object.topic, object.event, object.payload);
}

/**
 * A binary frame of kind 3: `kind | joinRefLen | refLen | topicLen | eventLen | metaLen |
 * encoding | joinRef | ref | topic | event | meta | payload`, as a `broadcast` push whose payload
 * is `{type, event, payload, meta?}` (bytes kept as bytes when encoding is 0).
 */
export function decodeBinaryFrame(data: Uint8Array): Frame | undefined {
  if (data.length < 7 || data[0] !== pushKind) return undefined;
  const lengths = [data[1], data[2], data[3], data[4], data[5]] as number[];
  const encoding = data[6];
  const total = 7 + lengths.reduce((sum, length) => sum + length, 0);
  if (total > data.length) return undefined;
  // realtime-js writes these names a character per byte (charCodeAt), so they read as Latin-1.
  let offset = 7;
  const parts: string[] = [];
  for (const length of lengths) {
    parts.push(Buffer.from(data.subarray(offset, offset + length)).toString('latin1'));
    offset += length;
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const [joinRef, ref, topic, event, meta] = parts as [string, string, string, string, string];
  const rest = data.subarray(offset);
  let payload: unknown;
  let metadata: unknown;
  try {
    payload = encoding === jsonEncoding ? JSON.parse(decoder.decode(rest)) : Uint8Array.from(rest);
    metadata = meta === '' ? undefined : JSON.parse(meta);
  } catch {
    return undefined;
  }
  return {
    joinRef: joinRef === '' ? null : joinRef,
    ref: ref === '' ? null : ref,
    topic,
    event: 'broadcast',
    binary: true,
    payload: {
      type: 'broadcast',
      event,
      payload,
      ...(metadata === undefined ? {} : { meta: metadata }),
    },
  };
}

/** A frame as text for a socket of this vsn (vsn 1.0.0 frames carry no join_ref). */
export function encodeTextFrame(frame: Frame, vsn: Vsn): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
  }
  return JSON.stringify({
    topic: frame.topic,
    event: frame.event,
    payload: frame.payload,
    ref: frame.ref,
  });
}

const encoder = new TextEncoder();

/**
 * A broadcast of kind 4 for a 2.0.0 socket: `kind | topicLen | eventLen | metaLen | encoding |
 * topic | event | meta | payload`. Undefined when a name is longer than the format's 255 bytes;
 * the caller then sends JSON text.
 */
export function encodeBroadcastFrame(
  topic: string,
  event: string,
  body: BroadcastBody,
  meta?: Record<string, unknown>,
): Uint8Array | undefined {
  const topicBytes = encoder.encode(topic);
  const eventBytes = encoder.encode(event);
  const metaBytes = encoder.encode(meta === undefined ? '' : JSON.stringify(meta));
  if (topicBytes.length > 255 || eventBytes.length > 255 || metaBytes.length > 255) {
    return undefined;
  }
  const payloadBytes = 'bytes' in body ? body.bytes : encoder.encode(JSON.stringify(body.json));
  const header = [
    broadcastKind,
    topicBytes.length,
    eventBytes.length,
    metaBytes.length,
    'bytes' in body ? 0 : jsonEncoding,
  ];
  const frame = new Uint8Array(
    header.length + topicBytes.length + eventBytes.length + metaBytes.length + payloadBytes.length,
  );
  let offset = 0;
  for (const part of [Uint8Array.from(header), topicBytes, eventBytes, metaBytes, payloadBytes]) {
    frame.set(part, offset);
    offset += part.length;
  }
  return frame;
}
