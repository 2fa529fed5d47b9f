import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import type { ApiTokenVerifier } from '../auth/api-token/api-token-verifier.ts';
import type { Database } from '../db/database.ts';
import { jsonInputProblem } from '../http/json-input.ts';
import {
  decodeBinaryFrame,
  decodeTextFrame,
  encodeTextFrame,
  type Frame,
  type Vsn,
} from './frame-codec.ts';
import { channelName, parseJoinPayload, unmatchedTopic } from './join-request.ts';
import { JoinedChannel } from './joined-channel.ts';
import type { RealtimeHub } from './realtime-hub.ts';

export interface RealtimeLimits {
  channelsPerSocket: number;
  /** The largest broadcast or presence payload, as JSON bytes. */
  maxPayloadBytes: number;
  /** A socket that sends nothing for this long is closed (clients heartbeat every 25 s). */
  idleMs: number;
}

export interface RealtimeDeps {
  db: Database;
  hub: RealtimeHub;
  verifyApiToken: ApiTokenVerifier;
  logger: Logger;
  limits: RealtimeLimits;
}

/** What the handshake established (realtime-upgrade.ts). */
export interface Handshake {
  vsn: Vsn;
  /** The verified `apikey`: the token of every join that brings none of its own. */
  token: string;
  /** The upgrade request's URL, for the issuer a session token must name. */
  url: string;
  /** The handshake's `x-…` headers, which policies read in request.headers. */
  headers: Record<string, string>;
}

/**
 * One client's WebSocket (reference/realtime.md §1, §2): heartbeats, joins and leaves, and the
 * pushes of its joined channels, handled one frame after another in the order they came.
 * Frames that cannot be decoded are ignored, as Realtime does.
 */
export class RealtimeSocket {
  readonly #channels = new Map<string, JoinedChannel>();
  #queue: Promise<void> = Promise.resolve();
  #closed = false;
  /** Ends a socket whose client is gone without a word (a sleeping laptop, a lost network). */
  readonly #idle: NodeJS.Timeout;

  readonly ws: WebSocket;
  readonly handshake: Handshake;
  readonly deps: RealtimeDeps;

  constructor(ws: WebSocket, handshake: Handshake, deps: RealtimeDeps) {
    this.ws = ws;
    this.handshake = handshake;
    this.deps = deps;
    this.#idle = setTimeout(() => ws.terminate(), deps.limits.idleMs);
    this.#idle.unref();
    ws.on('message', (data, isBinary) => {
      this.#idle.refresh();
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      const frame = isBinary
        ? handshake.vsn === '2.0.0'
          ? decodeBinaryFrame(bytes)
          : undefined
        : decodeTextFrame(bytes.toString('utf8'), handshake.vsn);
      // As every API refuses them (http/json-input.ts): JSON nested too deep for whatever walks
      // it next (the fan-out between processes serialises it again), or holding NUL.
      if (frame === undefined || jsonInputProblem(frame.payload) !== undefined) {
        deps.logger.debug('realtime: ignored an undecodable frame');
        return;
      }
      this.#queue = this.#queue
        .then(() => this.#handle(frame))
        .catch((error: unknown) => deps.logger.error({ err: error }, 'realtime: frame failed'));
    });
    ws.on('close', () => {
      clearTimeout(this.#idle);
      this.#closed = true;
      for (const channel of this.#channels.values()) channel.dispose();
      this.#channels.clear();
    });
  }

  get vsn(): Vsn {
    return this.handshake.vsn;
  }

  send(frame: Frame): void {
    if (this.#closed) return;
    this.ws.send(encodeTextFrame(frame, this.vsn));
  }

  /** A text frame already encoded for this socket's vsn (one encoding shared by many sockets). */
  sendEncoded(text: Buffer): void {
    if (this.#closed) return;
    this.ws.send(text, { binary: false });
  }

  sendBinary(bytes: Uint8Array): void {
    if (this.#closed) return;
    this.ws.send(bytes, { binary: true });
  }

  reply(frame: Frame, status: 'ok' | 'error', response: unknown): void {
    this.send({
      joinRef: frame.joinRef,
      ref: frame.ref,
      topic: frame.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  /** A channel ended (left, or shut down by the server): it is no longer joined. */
  forget(channel: JoinedChannel): void {
    if (this.#channels.get(channel.topic) === channel) this.#channels.delete(channel.topic);
  }

  async #handle(frame: Frame): Promise<void> {
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') this.reply(frame, 'ok', {});
      return;
    }
    if (frame.event === 'phx_join') return this.#join(frame);
    const channel = this.#channels.get(frame.topic);
    if (channel === undefined) {
      this.reply(frame, 'error', { reason: unmatchedTopic });
      return;
    }
    await channel.handle(frame);
  }

  async #join(frame: Frame): Promise<void> {
    const topic = channelName(frame.topic);
    if ('reason' in topic) {
      this.reply(frame, 'error', { reason: topic.reason });
      return;
    }
    // A second join of a joined topic replaces the first (Phoenix closes the old channel).
    const previous = this.#channels.get(frame.topic);
    if (previous !== undefined) {
      previous.close();
    } else if (this.#channels.size >= this.deps.limits.channelsPerSocket) {
      this.reply(frame, 'error', { reason: 'ChannelRateLimitReached: Too many channels' });
      return;
    }
    const channel = new JoinedChannel(this, frame, topic.name, parseJoinPayload(frame.payload));
    // Held while the join is checked, so the limit and duplicates count it already.
    this.#channels.set(frame.topic, channel);
    const joined = await channel.join().catch((error: unknown) => {
      this.deps.logger.error({ err: error, topic: frame.topic }, 'realtime: join failed');
      this.reply(frame, 'error', { reason: 'Unknown Error on Channel' });
      channel.dispose();
      return false;
    });
    if (!joined) this.forget(channel);
  }

  /** Every channel shuts down (the server is stopping). */
  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }
}
