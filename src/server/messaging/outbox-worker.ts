import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { deliveryFailure } from './delivery-failure.ts';
import { claimMessages, markSent, recordFailure, type OutboxMessage } from './outbox-queries.ts';
import { retryDelayMs, type RetryPolicy } from './retry-delay.ts';

export interface OutboxWorkerOptions {
  /** Names this worker's leases; unique per process. */
  workerId?: string;
  /** Lanes that take and send batches side by side. */
  lanes: number;
  batchSize: number;
  /** Longer than a batch takes to send, or a slow worker's messages go out twice. */
  leaseSeconds: number;
  /** How often to look for due messages without being woken (retries, other processes). */
  pollMs: number;
  retry: RetryPolicy;
  random?: () => number;
}

export interface OutboxWorker {
  /** Looks for due messages now (a NOTIFY arrived, a reminder was enqueued). */
  nudge(): void;
  /** Stops taking messages and waits for the ones being sent. */
  stop(): Promise<void>;
}

/** Hands one message to its transport; throws when it could not (delivery-failure.ts). */
export type Deliver = (message: OutboxMessage) => Promise<void>;

/**
 * Delivers the outbox: each lane takes a batch of due messages under a lease, hands each to
 * its transport, marks the delivered ones sent and schedules the failed ones (exponential
 * backoff with jitter, or failed for good). A message whose worker died is taken again when
 * its lease lapses. Delivery is at least once; a message is sent twice only when a process
 * dies between handing it over and marking it, and then with the same Message-ID.
 */
export function startOutboxWorker(
  db: Database,
  deliver: Deliver,
  logger: Logger,
  options: OutboxWorkerOptions,
): OutboxWorker {
  const worker = options.workerId ?? `worker-${randomUUID()}`;
  let stopped = false;
  let wanted = true;
  let running: Promise<void> | undefined;

  const sendOne = async (message: OutboxMessage): Promise<boolean> => {
    try {
      await deliver(message);
      return true;
    } catch (error) {
      const failure = deliveryFailure(error);
      const delay = failure.permanent
        ? null
        : retryDelayMs(message.attempts, options.retry, options.random);
      await recordFailure(db, worker, message, failure.message, delay);
      logger.warn(
        {
          message: message.id,
          kind: message.kind,
          channel: message.channel,
          attempt: message.attempts,
          err: failure.message,
          retryInMs: delay,
        },
        delay === null ? 'message failed for good' : 'message failed; it will be tried again',
      );
      return false;
    }
  };

  const lane = async () => {
    while (!stopped) {
      const batch = await claimMessages(db, worker, {
        batchSize: options.batchSize,
        leaseSeconds: options.leaseSeconds,
        maxAttempts: options.retry.maxAttempts,
      });
      if (batch.length === 0) return;
      // All of a batch at once: the SMTP pool queues them on its connections, which then never
      // wait for this loop between two messages (sent one by one, a lane managed 22 a second).
      const delivered = await Promise.all(batch.map(sendOne));
      const sent = batch.filter((_, index) => delivered[index]);
      const marked = await markSent(db, worker, sent);
      if (marked < sent.length) {
        logger.warn({ sent: sent.length, marked }, 'messages sent after their lease lapsed');
      }
    }
  };

  // One round at a time; a nudge during a round asks for another, so nothing due waits for
  // the next poll.
  const round = async () => {
    while (wanted && !stopped) {
      wanted = false;
      // Every lane ends before the next round (or stop) goes on, even when one failed.
      const lanes = await Promise.allSettled(Array.from({ length: options.lanes }, lane));
      for (const result of lanes) {
        // A database that is away must not stop the server: the next poll tries again.
        if (result.status === 'rejected') {
          logger.warn({ err: result.reason }, 'delivering messages failed');
        }
      }
    }
  };
  const nudge = () => {
    wanted = true;
    running ??= round().finally(() => (running = undefined));
  };
  const timer = setInterval(nudge, options.pollMs);
  timer.unref();
  nudge();

  return {
    nudge,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
