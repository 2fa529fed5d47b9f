import type { Database } from '../db/database.ts';
import { withRequestRole } from '../db/with-request-role.ts';
import { isUuid } from '../../shared/uuid.ts';
import type { ServerFunction } from './server-function.ts';

/**
 * The business's tables a whole-business export holds, each read as the owner through row-level
 * security: everything the business keeps of itself, its clients and its money. Messages,
 * payments' provider records and files are not in it (the files have their own downloads).
 */
export const exportedTables = [
  'tenants',
  'memberships',
  'staff',
  'staff_hours',
  'staff_time_off',
  'services',
  'service_staff',
  'service_options',
  'booking_series',
  'bookings',
  'clients',
  'client_notes',
  'enrollments',
  'attendance',
  'transactions',
  'document_templates',
  'document_template_versions',
  'client_documents',
] as const;

const forbidden = {
  status: 403,
  body: { code: 'forbidden', message: 'Only an owner of the business exports it.' },
} as const;

/**
 * `export-business` (issue 21, point 4): every row of the business, as its owner may read them,
 * from one snapshot (one repeatable-read transaction), so the tables agree with each other:
 * `{ exported_at, tenant_id, tables: { <table>: [rows] } }`. Owners only.
 */
export function businessExport(db: Database): ServerFunction {
  return async ({ claims, body }) => {
    const tenantId = (body as { tenant_id?: unknown } | undefined)?.tenant_id;
    if (typeof tenantId !== 'string' || !isUuid(tenantId)) {
      return {
        status: 400,
        body: {
          code: 'invalid_request',
          message: 'Name the business to export: { "tenant_id": "<uuid>" }.',
        },
      };
    }
    if (claims.role !== 'authenticated') return forbidden;
    const owner = { role: 'authenticated', claims, readOnly: true, snapshot: true } as const;
    return withRequestRole(db, owner, async (tx) => {
      const owns = await tx.query<{ ok: boolean }>(
        'select $1::uuid in (select app.owner_tenants()) as ok',
        [tenantId],
      );
      if (owns.rows[0]?.ok !== true) return forbidden;
      const tables: Record<string, unknown[]> = {};
      for (const table of exportedTables) {
        const key = table === 'tenants' ? 'id' : 'tenant_id';
        const { rows } = await tx.query<{ rows: unknown[] }>(
          `select coalesce(json_agg(t), '[]') as rows from public.${table} t where t.${key} = $1`,
          [tenantId],
        );
        tables[table] = rows[0]?.rows ?? [];
      }
      return {
        status: 200,
        body: { exported_at: new Date().toISOString(), tenant_id: tenantId, tables },
      };
    });
  };
}
