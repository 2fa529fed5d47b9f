import { randomUUID } from 'node:crypto';
import { messageKinds } from '../../shared/messages/message-snapshot.ts';
import type { TenantFixture } from './isolation-fixture.ts';
import type { TestServer } from './start-test-server.ts';

export type Row = Record<string, unknown>;

const day = 24 * 3600 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

/**
 * Fresh rows of one business, made through the server's own connection: each caller of the
 * matrix changes or removes a row nobody else touches, so what it did can be read back alone.
 * The connection bypasses row-level security, so making these rows proves nothing by itself.
 */
export function isolationRows(server: TestServer, tenant: TenantFixture) {
  const tenant_id = tenant.id;
  let serial = 0;
  let kindTurn = 0;

  async function insert(table: string, values: Row): Promise<Row> {
    const columns = Object.keys(values);
    const { rows } = await server.db.query<Row>(
      `insert into public.${table} (${columns.join(', ')})
       values (${columns.map((_, index) => `$${index + 1}`).join(', ')}) returning *`,
      Object.values(values),
    );
    return rows[0] as Row;
  }

  /** A future group session, each one later than the last, on no instructor's time. */
  const session = () => {
    serial += 1;
    const starts = 30 * day + serial * 3600_000;
    return insert('bookings', {
      tenant_id,
      service_id: tenant.groupServiceId,
      starts_at: at(starts),
      ends_at: at(starts + 3600_000),
      capacity: 10,
    });
  };

  return {
    insert,
    unique: (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`,
    /**
     * A kind of message the business has no wording of now: the next of our kinds in turn (the
     * database takes no other), its wording removed. Rows made at once get distinct kinds. Not
     * the kind both fixture businesses word (isolation-fixture.ts): writes are read back by
     * kind alone.
     */
    async messageKind(): Promise<string> {
      const kinds = messageKinds.filter((kind) => kind !== 'place_confirmed');
      const kind = kinds[kindTurn++ % kinds.length] as string;
      await server.db.query(
        'delete from public.message_templates where tenant_id = $1 and kind = $2',
        [tenant_id, kind],
      );
      return kind;
    },
    session,
    async user(): Promise<{ id: string; email: string }> {
      const id = randomUUID();
      const email = `${id.slice(0, 8)}@fresh.test`;
      await server.db.query('insert into auth.users (id, email) values ($1, $2)', [id, email]);
      return { id, email };
    },
    staff: () => insert('staff', { tenant_id, display_name: 'Fresh staff' }),
    service: () =>
      insert('services', { tenant_id, kind: 'group', name: 'Fresh service', duration_minutes: 30 }),
    /** A place of this client in a session of its own, which starts in `startsIn` ms if given. */
    async place(clientId: string, status = 'confirmed', startsIn?: number): Promise<Row> {
      const booking =
        startsIn === undefined
          ? await session()
          : await insert('bookings', {
              tenant_id,
              service_id: tenant.groupServiceId,
              starts_at: at(startsIn),
              ends_at: at(startsIn + 3600_000),
              capacity: 10,
            });
      return insert('enrollments', {
        tenant_id,
        booking_id: booking.id,
        client_id: clientId,
        status,
        option_id: tenant.dropInId,
        offer_expires_at: status === 'offered' ? at(day) : null,
      });
    },
    /** A template with one version of its text. */
    async template(): Promise<Row> {
      const template = await insert('document_templates', { tenant_id, title: 'Fresh form' });
      await insert('document_template_versions', {
        tenant_id,
        template_id: template.id,
        body: 'Fresh text',
      });
      return template;
    },
  };
}

export type IsolationRows = ReturnType<typeof isolationRows>;
