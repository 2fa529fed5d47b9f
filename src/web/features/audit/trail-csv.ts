import type { Words } from '@shared/i18n/words.ts';
import { spreadsheetCsv, type CsvColumn } from '../data/csv';
import type { AuditEntry } from './queries';
import {
  actionWords,
  actorKindWords,
  isSubject,
  subjectWords,
  type ActorKind,
  type TrailAction,
} from './trail-subjects';

/** The most entries one download holds; a longer trail is cut there, and the screen says so. */
export const trailCsvCap = 50_000;

const isActorKind = (kind: string): kind is ActorKind => Object.hasOwn(actorKindWords, kind);
const isAction = (action: string): action is TrailAction => Object.hasOwn(actionWords, action);

/** A local time in the business's zone as a spreadsheet sorts it: "2026-12-14 18:00". */
function localStamp(instant: string, zone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));
}

/**
 * The trail as a spreadsheet: time (ISO, UTC), who, kind, subject, action, client, session
 * (service and its local start), the changes as JSON ({"before": …, "after": …}) and the
 * request's id, one entry a row.
 */
export function trailCsvColumns(words: Words, zone: string): CsvColumn<AuditEntry>[] {
  const say = words.formatMessage;
  return [
    { header: say({ id: 'audit.csvTime' }), value: (entry) => new Date(entry.at).toISOString() },
    { header: say({ id: 'audit.csvWho' }), value: (entry) => entry.actor_name },
    {
      header: say({ id: 'audit.csvKind' }),
      value: (entry) =>
        isActorKind(entry.actor_kind)
          ? say({ id: actorKindWords[entry.actor_kind] })
          : entry.actor_kind,
    },
    {
      header: say({ id: 'audit.csvSubject' }),
      value: (entry) =>
        isSubject(entry.subject) ? say({ id: subjectWords[entry.subject] }) : entry.subject,
    },
    {
      header: say({ id: 'audit.csvAction' }),
      value: (entry) =>
        isAction(entry.action) ? say({ id: actionWords[entry.action] }) : entry.action,
    },
    { header: say({ id: 'audit.csvClient' }), value: (entry) => entry.client_name },
    {
      header: say({ id: 'audit.csvSession' }),
      value: (entry) =>
        entry.booking_starts_at === null
          ? null
          : `${entry.service_name ?? ''} ${localStamp(entry.booking_starts_at, zone)}`.trim(),
    },
    {
      header: say({ id: 'audit.csvChanges' }),
      value: (entry) => JSON.stringify({ before: entry.before, after: entry.after }),
    },
    { header: say({ id: 'audit.csvRequest' }), value: (entry) => entry.request_id },
  ];
}

/** The trail's rows as the file people download (spreadsheetCsv: BOM, formulas neutralised). */
export function trailCsv(entries: AuditEntry[], words: Words, zone: string): string {
  return spreadsheetCsv(entries, trailCsvColumns(words, zone));
}

/** "activity-sunrise-yoga-2026-11-01-2026-11-30.csv" */
export function trailFileName(business: string, days: { from: string; to: string }): string {
  return `activity-${business}-${days.from}-${days.to}.csv`;
}
