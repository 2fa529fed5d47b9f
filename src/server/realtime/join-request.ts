/**
 * What a `phx_join` asks for (reference/realtime.md §2.1-§2.3): the channel's name from its
 * topic, and its config. Booleans may arrive as strings; unknown keys are ignored.
 */

export const topicPrefix = 'realtime:';

/** The join refusals Phoenix itself words (no code prefix). */
export const unmatchedTopic = 'unmatched topic';

export type TopicCheck = { name: string } | { reason: string };

/** The channel name of a topic, or the reason a join on it is refused. */
export function channelName(topic: string): TopicCheck {
  if (!topic.startsWith(topicPrefix)) return { reason: unmatchedTopic };
  const name = topic.slice(topicPrefix.length);
  if (name === '') return { reason: 'TopicNameRequired: You must provide a topic name' };
  return { name };
}

export interface JoinConfig {
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceEnabled: boolean;
  /** Empty when the client gave none: the server then makes one. */
  presenceKey: string;
  private: boolean;
  /** The postgres_changes filters as sent, in order. */
  postgresChanges: Record<string, unknown>[];
  /** The token the join carries, when it carries one (else the socket's own). */
  accessToken: string | undefined;
}

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const flag = (value: unknown) => value === true || value === 'true';

export function parseJoinPayload(payload: unknown): JoinConfig {
  const body = objectOf(payload);
  const config = objectOf(body.config);
  const broadcast = objectOf(config.broadcast);
  const presence = objectOf(config.presence);
  const changes = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
  const token = body.access_token ?? body.user_token;
  return {
    broadcastSelf: flag(broadcast.self),
    broadcastAck: flag(broadcast.ack),
    presenceEnabled: flag(presence.enabled),
    presenceKey: typeof presence.key === 'string' ? presence.key : '',
    private: flag(config.private),
    postgresChanges: changes.map(objectOf),
    accessToken: typeof token === 'string' ? token : undefined,
  };
}

/**
 * A non-negative integer naming a postgres_changes subscription, the same for the same params
 * (Supabase uses a hash of them too): FNV-1a over the params as JSON with sorted keys.
 */
export function subscriptionId(params: Record<string, unknown>): number {
  const text = canonicalJson(params);
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 2 ** 27;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The join reply's postgres_changes: each filter echoed as sent, with its id. */
export function postgresChangesReply(
  filters: Record<string, unknown>[],
): Record<string, unknown>[] {
  return filters.map((filter) => ({ ...filter, id: subscriptionId(filter) }));
}
