/**
 * What one client may hold and send on /realtime/v1 (docs/decisions/0047-realtime-limits.md).
 * Supabase Realtime limits a project as a whole; we have one project and the public anon key, so
 * the same kinds of limit apply per socket and per client address instead. Names follow
 * Realtime's settings where it has one (max_channels_per_client, max_joins_per_second,
 * max_events_per_second, max_bytes_per_second, max_payload_size_in_kb).
 */
export interface RealtimeLimits {
  /** Sockets open at once from one address (an IPv6 /64): more are refused with HTTP 429. */
  socketsPerAddress: number;
  channelsPerSocket: number;
  /** A socket's joins, refused with ClientJoinRateLimitReached past this rate. */
  joinsPerSecond: number;
  /** A socket's other frames (heartbeats, broadcasts, presence, leaves…). */
  eventsPerSecond: number;
  /** Everything a socket sends, in bytes. */
  bytesPerSecond: number;
  /** The largest WebSocket message taken; a larger one closes the socket with 1009. */
  maxFrameBytes: number;
  /** The largest broadcast payload, as JSON bytes (REST and socket alike). */
  maxPayloadBytes: number;
  /** The largest presence payload one channel tracks, as JSON bytes. */
  maxPresenceBytes: number;
  /** Presence tracks and untracks of one channel: at most `calls` in `windowMs`. */
  presenceCalls: { calls: number; windowMs: number };
  /** The presences a `presence_state` lists at most. */
  presencesSent: number;
  /** Bytes waiting to go out to one socket: past this the client is not reading, and is cut off. */
  maxBufferedBytes: number;
}

const kib = 1024;
const mib = 1024 * kib;

export const realtimeLimitDefaults: RealtimeLimits = {
  // Every browser tab is one socket; 100 leaves room for a household or an office behind one
  // address, and bounds what one address holds (100 sockets of 100 channels).
  socketsPerAddress: 100,
  // Realtime's default (reference/realtime.md §6.5).
  channelsPerSocket: 100,
  // A join costs a token check and, on private channels, a policy query. A new socket may
  // still rejoin all its channels at once (the burst is channelsPerSocket): realtime-js does
  // that after every reconnect.
  joinsPerSecond: 10,
  // Realtime's default for a whole project; here for one socket.
  eventsPerSecond: 100,
  // Parsing JSON is the cost of a frame: a socket may send a full-size frame a second.
  bytesPerSecond: mib,
  // Realtime takes 5 MB frames; nothing our screens send comes near 1 MiB.
  maxFrameBytes: mib,
  // Realtime's free-plan payload limit (max_payload_size_in_kb = 256, counted in 1,000 bytes),
  // under the frame size, so that a payload too large is refused rather than the socket closed.
  maxPayloadBytes: 256 * 1000,
  // A presence is who is there (an id, a name, a status), and every join is sent every presence
  // of its channel: 4 KiB is ample for that and keeps a presence_state under half a MiB.
  maxPresenceBytes: 4 * kib,
  // Realtime's per-client presence limit (CLIENT_PRESENCE_MAX_CALLS / _WINDOW_MS).
  presenceCalls: { calls: 5, windowMs: 30_000 },
  presencesSent: 100,
  // Four full-size broadcasts; what the kernel's socket buffers hold comes on top.
  maxBufferedBytes: mib,
};
