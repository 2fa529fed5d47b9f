import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { RecordedChange, Sight } from './change-payload.ts';
import type { Subscriber } from './channel-access.ts';

/**
 * What each subscriber identity may see of the changes it wants, asked of the database
 * (realtime.visible_changes, decision 0039) a few identities per statement (decision 0044).
 * On PGlite every statement holds the one connection: judging a hundred identities in one went
 * on for 50 ms and more on a busy machine while the inserts that make the changes waited; split,
 * an insert waits for one part at most.
 */

/** How many identities one statement judges. */
export const identitiesPerStatement = 20;

export interface Wants {
  identity: Subscriber;
  /** Indexes into the batch's changes. */
  changes: number[];
}

interface Statement {
  identities: { role: string; claims: unknown; headers: unknown; wanted: number[] }[];
  /** Only the changes this statement's identities want, numbered from 1 in the statement. */
  items: { t: string; new: unknown; old: unknown }[];
  /** The batch index of each item. */
  changeOf: number[];
  /** The index into `wants` of each of the statement's identities. */
  wantOf: number[];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The statements that judge `wants` (those that want any change), `size` identities each. */
export function judgeStatements(
  changes: RecordedChange[],
  wants: Wants[],
  size = identitiesPerStatement,
): Statement[] {
  const wanting = [...wants.keys()].filter((index) => (wants[index] as Wants).changes.length > 0);
  const statements: Statement[] = [];
  for (let first = 0; first < wanting.length; first += size) {
    const wantOf = wanting.slice(first, first + size);
    const part = wantOf.map((index) => wants[index] as Wants);
    const changeOf = [...new Set(part.flatMap((want) => want.changes))].sort((a, b) => a - b);
    const numberOf = new Map(changeOf.map((change, n) => [change, n + 1]));
    statements.push({
      identities: part.map(({ identity, changes: wanted }) => ({
        role: identity.role,
        claims: identity.claims,
        headers: identity.headers,
        wanted: wanted.map((change) => numberOf.get(change) as number),
      })),
      items: changeOf.map((change) => {
        const recorded = changes[change] as RecordedChange;
        return {
          t: `public.${quoted(recorded.table)}`,
          new: recorded.record,
          old: recorded.oldRecord,
        };
      }),
      changeOf,
      wantOf,
    });
  }
  return statements;
}

/** The key of an identity's sight of a change in the map judgeSights answers. */
export const sightKey = (want: number, change: number) => `${want}:${change}`;

/**
 * The sights of every identity in `wants`, keyed by sightKey(index into wants, change index).
 * A statement that fails leaves its identities without sights: nothing is sent to them for the
 * batch, a missed change rather than a leak.
 */
export async function judgeSights(
  db: Database,
  logger: Logger,
  changes: RecordedChange[],
  wants: Wants[],
): Promise<Map<string, Sight>> {
  const sights = new Map<string, Sight>();
  for (const statement of judgeStatements(changes, wants)) {
    try {
      const { rows } = await db.query<{
        identity: number;
        n: number;
        new_visible: boolean;
        old_visible: boolean;
      }>(
        'select identity, n, new_visible, old_visible from realtime.visible_changes($1::jsonb, $2::jsonb)',
        [JSON.stringify(statement.identities), JSON.stringify(statement.items)],
      );
      for (const row of rows) {
        sights.set(
          sightKey(
            statement.wantOf[row.identity - 1] as number,
            statement.changeOf[row.n - 1] as number,
          ),
          { newVisible: row.new_visible, oldVisible: row.old_visible },
        );
      }
    } catch (error) {
      logger.error({ err: error }, 'realtime: change check failed');
    }
  }
  return sights;
}
