import pg from 'pg';

// Another server process's side of a task's turn (src/server/db/take-turn.ts), for the tests of
// the interval tasks that run once across processes.

/** Another process's connection holding the task's turn, in a transaction left open. */
export async function holdTurn(url: string, task: string): Promise<pg.Client> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  // A connection killed with its process surfaces as an error event; nobody waits on it.
  holder.on('error', () => undefined);
  await holder.query('begin');
  await holder.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`turn:${task}`]);
  return holder;
}

/** Closes the connection's socket without a word to the server, as SIGKILL leaves it. */
export function killConnection(client: pg.Client): void {
  (
    client as unknown as { connection: { stream: { destroy(): void } } }
  ).connection.stream.destroy();
}
