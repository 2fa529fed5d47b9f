import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { TextChannel } from '../sms/text-channel.ts';
import { createOutboxDelivery } from './outbox-delivery.ts';
import { startOutboxWorker } from './outbox-worker.ts';
import { startReminderSweep } from './reminder-sweep.ts';
import { defaultRetryPolicy } from './retry-delay.ts';

/** SMTP connections, and so worker lanes, of one server process. */
const connections = 4;

/**
 * The messaging of one server process: the outbox worker, woken by the database's NOTIFY
 * when a change commits a message (PGlite delivers its NOTIFYs in process too) and by a poll
 * for retries, and the reminder sweep. Returns the function that stops both, letting the
 * messages being sent finish.
 */
export async function startMessaging(
  db: Database,
  logger: Logger,
  config: Pick<
    Config,
    'siteUrl' | 'smtpUrl' | 'smtpFrom' | 'messagePollSeconds' | 'developerTools'
  >,
  texts: TextChannel | undefined,
): Promise<() => Promise<void>> {
  const delivery = createOutboxDelivery({
    db,
    logger,
    siteUrl: config.siteUrl,
    smtpUrl: config.smtpUrl,
    smtpFrom: config.smtpFrom,
    mailbox: config.developerTools.mailbox,
    texts,
    connections,
  });
  const worker = startOutboxWorker(db, delivery.deliver, logger, {
    lanes: connections,
    batchSize: 25,
    leaseSeconds: 120,
    pollMs: config.messagePollSeconds * 1000,
    retry: defaultRetryPolicy,
  });
  const unlisten = await db.listen('messaging', () => worker.nudge());
  const stopSweep = startReminderSweep(db, logger, config.messagePollSeconds * 1000, () =>
    worker.nudge(),
  );
  return async () => {
    await stopSweep();
    await unlisten();
    await worker.stop();
    delivery.close();
  };
}
