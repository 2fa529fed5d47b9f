import { randomUUID } from 'node:crypto';
import type { CheckedClaims } from '../auth/api-token/token-claims-policy.ts';
import { parseBinding, type Binding } from './change-binding.ts';
import type { ChangeSubscriber } from './change-feed.ts';
import type { ChangeData } from './change-payload.ts';
import { mayWrite, readableExtensions, type Extension, type Subscriber } from './channel-access.ts';
import { broadcastDelivery, presenceDiffsToSend } from './broadcast-delivery.ts';
import { encodeTextFrame, type BroadcastBody, type Frame } from './frame-codec.ts';
import { postgresChangesReply, type JoinConfig } from './join-request.ts';
import { fanoutTopic, type BroadcastMessage, type HubMember } from './realtime-hub.ts';
import { checkRealtimeToken } from './realtime-token.ts';
import type { RealtimeSocket } from './realtime-socket.ts';
import { presenceDiffPayload, presenceStatePayload, type PresenceDiff } from './presence-state.ts';
import { RateBudget } from './rate-budget.ts';

/** A token is checked again at most this long after the last check (reference §6.4). */
const maxRecheckMs = 5 * 60_000;

const objectOf = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/**
 * One channel joined on a socket (reference/realtime.md §2-§5): its token and what the policies
 * let it do, the broadcasts and presence it sends and receives, its postgres_changes
 * subscriptions (judged and sent by change-feed.ts as its current token), and its end (leave, a
 * new join of the topic, a refused token, or the socket closing). Longer than most files: every
 * part reads and changes the one channel's state (its token, grants and whether it has ended),
 * and the pure pieces are already elsewhere (join-request, broadcast-delivery, presence-state,
 * change-binding).
 */
export class JoinedChannel implements HubMember, ChangeSubscriber {
  readonly id: string;
  readonly fanoutTopic: string;
  readonly topic: string;
  readonly joinRef: string | null;
  #claims: CheckedClaims | undefined;
  #token = '';
  #reads = new Set<Extension>();
  readonly #writes = new Map<Extension, Promise<boolean>>();
  readonly #presenceKey: string;
  #tracked = false;
  /** Tracks and untracks: each one is sent to every subscriber of the topic. */
  readonly #presenceCalls: RateBudget;
  #expiry: NodeJS.Timeout | undefined;
  #ended = false;
  /** The postgres_changes subscriptions that parsed (others got a `system` error). */
  bindings: Binding[] = [];

  readonly socket: RealtimeSocket;
  readonly joinFrame: Frame;
  readonly name: string;
  readonly config: JoinConfig;

  constructor(socket: RealtimeSocket, joinFrame: Frame, name: string, config: JoinConfig) {
    this.socket = socket;
    this.joinFrame = joinFrame;
    this.name = name;
    this.config = config;
    this.id = socket.deps.hub.nextId();
    this.topic = joinFrame.topic;
    this.joinRef = joinFrame.ref;
    this.fanoutTopic = fanoutTopic(name, config.private);
    this.#presenceKey = config.presenceKey === '' ? randomUUID() : config.presenceKey;
    const { calls, windowMs } = socket.deps.limits.presenceCalls;
    this.#presenceCalls = new RateBudget((calls * 1000) / windowMs, calls);
  }

  get #deps() {
    return this.socket.deps;
  }

  /** Checks the token and the policies, then joins; false when the join was refused. */
  async join(): Promise<boolean> {
    const offered = this.config.accessToken;
    const token =
      offered === undefined || offered.startsWith('sb_') ? this.socket.handshake.token : offered;
    const check = await checkRealtimeToken(this.#deps.verifyApiToken, token, {
      url: this.socket.handshake.url,
    });
    if ('problem' in check) {
      return this.#refuse(`${check.problem.code}: ${check.problem.message}`);
    }
    this.#claims = check.claims;
    this.#token = token;
    if (this.config.private) {
      this.#reads = await this.#readable();
      if (this.#reads.size === 0) {
        return this.#refuse(
          `Unauthorized: You do not have permissions to read from this Channel topic: ${this.name}`,
        );
      }
    } else {
      this.#reads = new Set(['broadcast', 'presence']);
    }
    if (this.#ended) return false;
    this.#deps.hub.join(this);
    this.socket.reply(this.joinFrame, 'ok', {
      postgres_changes: postgresChangesReply(this.config.postgresChanges),
    });
    if (this.config.presenceEnabled && this.#reads.has('presence')) {
      // The longest present first; a crowd beyond them reaches this client as later diffs only.
      const present = this.#deps.hub.presence(this.fanoutTopic);
      this.#push(
        'presence_state',
        presenceStatePayload(present.slice(0, this.#deps.limits.presencesSent)),
      );
    }
    this.#subscribeToChanges();
    this.#scheduleExpiry();
    return true;
  }

  /**
   * Subscribes the channel's postgres_changes (§2.5): each subscription that parses is live at
   * once, and said so; one that does not gets a `system` error and the channel stays.
   */
  #subscribeToChanges(): void {
    const feed = this.#deps.hub.changes;
    if (feed === undefined || this.config.postgresChanges.length === 0) return;
    const replies = postgresChangesReply(this.config.postgresChanges);
    for (const reply of replies) {
      const parsed = parseBinding(reply, reply.id as number);
      if ('error' in parsed) this.#system('postgres_changes', 'error', parsed.error);
      else this.bindings.push(parsed);
    }
    if (this.bindings.length === 0) return;
    feed.add(this);
    this.#system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  #system(extension: string, status: 'ok' | 'error', message: string): void {
    this.#push('system', { extension, status, message, channel: this.name });
  }

  /** Who the channel receives changes as: its current token's role and claims. */
  identity(): Subscriber | undefined {
    return this.#ended || this.#claims === undefined ? undefined : this.#subscriber();
  }

  sendChange(ids: number[], data: ChangeData, encoded: Map<string, Buffer>): void {
    if (this.#ended) return;
    // Every channel of a topic and vsn with the same ids gets the same bytes: encoded once.
    const key = `${this.socket.vsn}|${this.topic}|${ids.join(',')}`;
    let text = encoded.get(key);
    if (text === undefined) {
      const frame = {
        joinRef: null,
        ref: null,
        topic: this.topic,
        event: 'postgres_changes',
        payload: { ids, data },
      };
      text = Buffer.from(encodeTextFrame(frame, this.socket.vsn));
      encoded.set(key, text);
    }
    this.socket.sendEncoded(text);
  }

  #refuse(reason: string): false {
    this.#ended = true;
    this.socket.reply(this.joinFrame, 'error', { reason });
    return false;
  }

  #subscriber(): Subscriber {
    return {
      role: (this.#claims as CheckedClaims).role,
      claims: this.#claims as CheckedClaims,
      headers: this.socket.handshake.headers,
    };
  }

  #readable(): Promise<Set<Extension>> {
    const wanted: Extension[] = this.config.presenceEnabled
      ? ['broadcast', 'presence']
      : ['broadcast'];
    return readableExtensions(this.#deps.db, this.#subscriber(), this.name, wanted);
  }

  /** Whether the policies let this channel write the extension (asked once per token). */
  #mayWrite(extension: Extension): Promise<boolean> {
    if (!this.config.private) return Promise.resolve(true);
    let answer = this.#writes.get(extension);
    if (answer === undefined) {
      answer = mayWrite(this.#deps.db, this.#subscriber(), this.name, extension);
      this.#writes.set(extension, answer);
      // A check that failed (the database did not answer) is asked again next time.
      answer.catch(() => this.#writes.delete(extension));
    }
    return answer;
  }

  async handle(frame: Frame): Promise<void> {
    switch (frame.event) {
      case 'phx_leave':
        this.socket.reply(frame, 'ok', {});
        this.close();
        return;
      case 'broadcast':
        return this.#broadcast(frame);
      case 'presence':
        return this.#presence(frame);
      case 'access_token':
        return this.#accessToken(frame);
      default:
        // Realtime ignores events it does not know on a joined channel.
        return;
    }
  }

  async #broadcast(frame: Frame): Promise<void> {
    const pushed = objectOf(frame.payload);
    if (pushed === undefined || typeof pushed.event !== 'string') return;
    // Without a write policy a private channel's broadcasts are dropped, unanswered (§4.4).
    if (!(await this.#mayWrite('broadcast'))) return;
    const body: BroadcastBody =
      pushed.payload instanceof Uint8Array ? { bytes: pushed.payload } : { json: pushed.payload };
    const size =
      'bytes' in body ? body.bytes.length : Buffer.byteLength(JSON.stringify(body.json ?? {}));
    if (size > this.#deps.limits.maxPayloadBytes) {
      if (this.config.broadcastAck) this.socket.reply(frame, 'error', 'payload_size_exceeded');
      return;
    }
    // A binary push comes from realtime-js's serializer (kind 3); JSON text from other clients.
    const binary = frame.binary === true;
    const meta = objectOf(pushed.meta);
    this.#deps.hub.broadcast(this.fanoutTopic, {
      event: pushed.event,
      body,
      binary,
      ...(binary ? {} : { pushed }),
      ...(binary && meta !== undefined ? { meta } : {}),
      sender: this.id,
    });
    if (this.config.broadcastAck) this.socket.reply(frame, 'ok', {});
  }

  async #presence(frame: Frame): Promise<void> {
    const pushed = objectOf(frame.payload) ?? {};
    const event = typeof pushed.event === 'string' ? pushed.event.toLowerCase() : '';
    if (event !== 'track' && event !== 'untrack') {
      this.socket.reply(frame, 'error', {});
      return;
    }
    if (!this.#presenceCalls.take()) {
      this.shutDown('Client presence rate limit exceeded');
      return;
    }
    if (!(await this.#mayWrite('presence'))) {
      this.socket.reply(frame, 'error', {});
      return;
    }
    if (event === 'untrack') {
      this.#deps.hub.untrack(this.fanoutTopic, this.id);
      this.socket.reply(frame, 'ok', {});
      return;
    }
    const payload = objectOf(pushed.payload);
    if (payload === undefined) {
      this.socket.reply(frame, 'error', { reason: 'Presence track payload must be a map' });
      return;
    }
    if (Buffer.byteLength(JSON.stringify(payload)) > this.#deps.limits.maxPresenceBytes) {
      this.shutDown('Track message size exceeded');
      return;
    }
    this.#tracked = true;
    this.#deps.hub.track(this.fanoutTopic, this.id, this.#presenceKey, payload);
    this.socket.reply(frame, 'ok', {});
  }

  /** A new token (§1.6): checked, and the policies asked again; no reply. */
  async #accessToken(frame: Frame): Promise<void> {
    const token = objectOf(frame.payload)?.access_token;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === this.#token) return;
    const check = await checkRealtimeToken(this.#deps.verifyApiToken, token, {
      url: this.socket.handshake.url,
    });
    if (this.#ended) return;
    if ('problem' in check) {
      this.shutDown(check.problem.message);
      return;
    }
    this.#claims = check.claims;
    this.#token = token;
    this.#writes.clear();
    if (this.config.private) {
      const reads = await this.#readable();
      if (this.#ended) return;
      if (reads.size === 0) {
        this.shutDown(
          `You no longer have permission to read from this Channel topic: ${this.name}`,
        );
        return;
      }
      this.#reads = reads;
    }
    this.#scheduleExpiry();
  }

  /**
   * Re-checks the token when it expires, or at the latest in five minutes (§6.4). The check in
   * between is the whole API token check, so a channel also ends within five minutes of its
   * session ending (sign-out, a reused refresh token, a banned user).
   */
  #scheduleExpiry(): void {
    clearTimeout(this.#expiry);
    const exp = Number((this.#claims as CheckedClaims).exp) * 1000;
    const delay = Math.max(0, Math.min(maxRecheckMs, exp - Date.now()));
    this.#expiry = setTimeout(() => void this.#recheck(exp), delay);
    this.#expiry.unref();
  }

  async #recheck(exp: number): Promise<void> {
    const late = Date.now() - exp;
    if (late >= 0) {
      this.shutDown(`Token has expired ${Math.round(late / 1000)} seconds ago`);
      return;
    }
    const token = this.#token;
    const check = await checkRealtimeToken(this.#deps.verifyApiToken, token, {
      url: this.socket.handshake.url,
    });
    // A newer token may have come meanwhile; its own check stands.
    if (this.#ended || token !== this.#token) return;
    if ('problem' in check) this.shutDown(check.problem.message);
    else this.#scheduleExpiry();
  }

  onBroadcast(message: BroadcastMessage): void {
    if (this.#ended || !this.#reads.has('broadcast')) return;
    if (message.sender === this.id && !this.config.broadcastSelf) return;
    const delivery = broadcastDelivery(message, this.socket.vsn, this.topic);
    if (delivery === undefined) return;
    if ('binary' in delivery) this.socket.sendBinary(delivery.binary);
    else this.socket.send(delivery.frame);
  }

  onPresenceDiff(diff: PresenceDiff): void {
    if (this.#ended || !this.#reads.has('presence')) return;
    if (!this.config.presenceEnabled && !this.#tracked) return;
    for (const part of presenceDiffsToSend(diff)) {
      this.#push('presence_diff', presenceDiffPayload(part), null);
    }
  }

  /** A push of this channel: channel pushes carry the join ref, fan-out ones none (§1.2). */
  #push(event: string, payload: unknown, joinRef: string | null = this.joinRef): void {
    this.socket.send({ joinRef, ref: null, topic: this.topic, event, payload });
  }

  /** The server ends the channel with a reason the client is told (§6.2). */
  shutDown(message: string): void {
    if (this.#ended) return;
    this.#system('system', 'error', message);
    this.close();
  }

  /** Ends the channel with `phx_close` (a leave, or a new join of the topic). */
  close(): void {
    if (this.#ended) return;
    this.socket.send({
      joinRef: this.joinRef,
      ref: this.joinRef,
      topic: this.topic,
      event: 'phx_close',
      payload: {},
    });
    this.dispose();
  }

  /** Stops everything without a word (the socket has closed). */
  dispose(): void {
    const wasJoined = !this.#ended && this.#claims !== undefined;
    this.#ended = true;
    clearTimeout(this.#expiry);
    if (wasJoined) this.#deps.hub.leave(this);
    this.#deps.hub.changes?.remove(this);
    this.socket.forget(this);
  }
}
