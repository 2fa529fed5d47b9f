import { encodeBroadcastFrame, type Frame, type Vsn } from './frame-codec.ts';
import type { BroadcastMessage } from './realtime-hub.ts';
import type { PresenceDiff } from './presence-state.ts';

/** What one subscriber's socket is sent for a broadcast: a binary frame, a text frame, or none. */
export type Delivery = { binary: Uint8Array } | { frame: Frame } | undefined;

/**
 * How a broadcast reaches a socket of this vsn (reference/realtime.md §4.2): a JSON push goes
 * out as it came; a binary push or a per-event REST message goes to 2.0.0 sockets as binary
 * kind 4 and to 1.0.0 sockets as JSON, which cannot carry bytes. Fan-out frames carry no refs.
 */
export function broadcastDelivery(message: BroadcastMessage, vsn: Vsn, topic: string): Delivery {
  const frame = (payload: unknown): Delivery => ({
    frame: { joinRef: null, ref: null, topic, event: 'broadcast', payload },
  });
  if (!message.binary) return frame(message.pushed ?? {});
  if (vsn === '2.0.0') {
    const binary = encodeBroadcastFrame(topic, message.event, message.body, message.meta);
    if (binary !== undefined) return { binary };
  }
  if ('bytes' in message.body) return undefined;
  return frame({
    event: message.event,
    payload: message.body.json,
    type: 'broadcast',
    ...(message.meta === undefined ? {} : { meta: message.meta }),
  });
}

/**
 * The presence diffs a client is sent for one change. An update goes out as its leave, then its
 * join: in one diff realtime-js applies the join first, and its join callback strips `phx_ref`
 * from the key's current metas in place, so the leave would then find nothing to remove and the
 * old meta would stay for good.
 */
export function presenceDiffsToSend(diff: PresenceDiff): PresenceDiff[] {
  if (diff.joins.length > 0 && diff.leaves.length > 0) {
    return [
      { joins: [], leaves: diff.leaves },
      { joins: diff.joins, leaves: [] },
    ];
  }
  return [diff];
}
