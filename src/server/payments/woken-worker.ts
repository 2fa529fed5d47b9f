import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';

/**
 * A worker of one server process that drains its queue (`step` answers how many it handled;
 * it is called until it handles none): woken by a NOTIFY on `channel` (what it waits for was
 * committed) and by a poll every `pollMs` (retries, lapsed claims, time passing), one run at
 * a time; a wake-up during a run runs it again after. A failed run is logged and the next
 * wake-up tries again: a database that is away must not stop the server. Returns the function
 * that stops it, letting a run under way finish.
 */
export async function startWokenWorker(
  db: Database,
  logger: Logger,
  options: { channel: string; pollMs: number; what: string },
  step: () => Promise<number>,
): Promise<() => Promise<void>> {
  let running: Promise<void> | undefined;
  let again = false;
  const run = (): void => {
    if (running !== undefined) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while ((await step()) > 0);
        } catch (error) {
          logger.warn({ err: error }, `${options.what} failed`);
        }
      } while (again);
    })().finally(() => (running = undefined));
  };
  const unlisten = await db.listen(options.channel, run);
  const timer = setInterval(run, options.pollMs);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await unlisten();
    await running;
  };
}
