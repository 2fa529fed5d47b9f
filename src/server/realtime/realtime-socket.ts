// Longer than most: one socket's life (its budgets, its frames in order, its channels, what it
// is sent) reads and changes the one socket's state; the pure parts are elsewhere (frame-codec,
// join-request, socket-budgets).
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
import type { RealtimeLimits } from './realtime-limits.ts';
import { joinRateReason, SocketBudgets } from './socket-budgets.ts';

/** RFC 6455's close code for a client that broke the server's rules (here: its limits). */
const policyViolation = 1008;

export interface RealtimeDeps {
  db: Database;
  hub: RealtimeHub;
  verifyApiToken: ApiTokenVerifier;
  logger: Logger;
  limits: RealtimeLimits & {
    /** A socket that sends nothing for this long is closed (clients heartbeat every 25 s). */
    idleMs: number;
  };
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
 * Frames that cannot be decoded are ignored, as Realtime does. Whatever the client sends ends
 * at worst its own socket: a frame `ws` refuses, a client over its limits (realtime-limits.ts),
 * or one that does not read what it is sent.
 */
export class RealtimeSocket {
  readonly #channels = new Map<string, JoinedChannel>();
  #queue: Promise<void> = Promise.resolve();
  #closed = false;
  /** Ends a socket whose client is gone without a word (a sleeping laptop, a lost network). */
  readonly #idle: NodeJS.Timeout;
  readonly #budgets: SocketBudgets;

  readonly ws: WebSocket;
  readonly handshake: Handshake;
  readonly deps: RealtimeDeps;

  constructor(ws: WebSocket, handshake: Handshake, deps: RealtimeDeps) {
    this.ws = ws;
    this.handshake = handshake;
    this.deps = deps;
    this.#idle = setTimeout(() => ws.terminate(), deps.limits.idleMs);
    this.#idle.unref();
    this.#budgets = new SocketBudgets(deps.limits);
    // `ws` reports a frame it refuses (too large, not UTF-8, unmasked, not a frame at all) here,
    // after closing the socket with the fitting code (1009, 1007, 1002). Unheard, the 'error'
    // event would end the process.
    ws.on('error', (error: Error & { code?: string }) =>
      deps.logger.info({ code: error.code, message: error.message }, 'realtime: refused a frame'),
    );
    // Pings are answered by `ws` itself, each with a pong: they are events too.
    ws.on('ping', () => {
      if (this.#closed) return;
      this.#idle.refresh();
      this.#withinBudget(undefined);
    });
    ws.on('message', (data, isBinary) => {
      if (this.#closed) return;
      this.#idle.refresh();
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      const over = this.#budgets.message(bytes.length);
      if (over !== undefined) return this.#violate(over);
      const frame = isBinary
        ? handshake.vsn === '2.0.0'
          ? decodeBinaryFrame(bytes)
          : undefined
        : decodeTextFrame(bytes.toString('utf8'), handshake.vsn);
      if (!this.#withinBudget(frame)) return;
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
    ws.on('close', () => this.#end());
  }

  get vsn(): Vsn {
    return this.handshake.vsn;
  }

  /**
   * Spends a frame (undefined: a ping, or one that could not be decoded) from the budgets, a
   * join from the joins'. False when the socket was over, and is now closing.
   */
  #withinBudget(frame: Frame | undefined): boolean {
    const join = frame?.event === 'phx_join' ? frame : undefined;
    const over = this.#budgets.frame(join !== undefined);
    if (over === undefined) return true;
    if (join !== undefined) this.reply(join, 'error', { reason: joinRateReason });
    this.#violate(over);
    return false;
  }

  /** Over a limit: the socket closes with the reason (realtime-js reconnects, with backoff). */
  #violate(reason: string): void {
    this.deps.logger.info({ reason }, 'realtime: closed a socket over its limits');
    this.#end();
    this.ws.close(policyViolation, reason);
  }

  /** The socket is done: its channels leave, and their presences with them. */
  #end(): void {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#idle);
    for (const channel of this.#channels.values()) channel.dispose();
    this.#channels.clear();
  }

  /**
   * Everything sent goes through here. What the client does not read waits in this process's
   * memory; past maxBufferedBytes the client is cut off at once (a close frame would only wait
   * behind the rest), and reconnects when it reads again.
   */
  #write(data: string | Uint8Array, binary: boolean): void {
    if (this.#closed) return;
    this.ws.send(data, { binary });
    if (this.ws.bufferedAmount > this.deps.limits.maxBufferedBytes) {
      this.deps.logger.info(
        { buffered: this.ws.bufferedAmount },
        'realtime: cut off a socket that does not read',
      );
      this.#end();
      this.ws.terminate();
    }
  }

  send(frame: Frame): void {
    this.#write(encodeTextFrame(frame, this.vsn), false);
  }

  /** A text frame already encoded for this socket's vsn (one encoding shared by many sockets). */
  sendEncoded(text: Buffer): void {
    this.#write(text, false);
  }

  sendBinary(bytes: Uint8Array): void {
    this.#write(bytes, true);
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
    // Frames queued behind one that ended the socket find it closed.
    if (this.#closed) return;
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
