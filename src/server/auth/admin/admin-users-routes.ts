import type { Hono } from 'hono';
import { z } from 'zod';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { requireAdmin } from '../request/authenticate.ts';
import { clientIp } from '../request/client-ip.ts';
import { readJsonBody } from '../request/json-body.ts';
import type { UserRow } from '../users/user-json.ts';
import { loadUserJson } from '../users/user-store.ts';
import { adminUserBody, adminUserFields } from './admin-user-body.ts';
import { adminCreateUser, adminUpdateUser } from './admin-user-writes.ts';
import { paginationLink, parsePage } from './pagination.ts';
import { userOfPath } from './user-of-path.ts';

async function userJson(services: AuthServices, user: UserRow) {
  return await loadUserJson(services.db, user);
}

/** The admin user endpoints for the service_role key (contract §5.18). */
export function registerAdminUsersRoutes(auth: Hono, services: AuthServices): void {
  const { passwordMinLength } = services.config.auth;
  auth.use('/admin/*', async (c, next) => {
    await requireAdmin(services, c);
    await next();
  });

  auth.post('/admin/users', async (c) => {
    const fields = await adminUserFields(await readJsonBody(c, adminUserBody), passwordMinLength);
    const user = await services.db.transaction((q) => adminCreateUser(q, fields));
    return c.json(await userJson(services, user));
  });

  auth.get('/admin/users', async (c) => {
    const page = parsePage(c.req.query('page'), c.req.query('per_page'));
    const { rows } = await services.db.query<UserRow>(
      'select * from auth.users order by created_at, id limit $1 offset $2',
      [page.perPage, (page.page - 1) * page.perPage],
    );
    const counted = await services.db.query<{ total: string }>(
      'select count(*) as total from auth.users',
    );
    const total = Number(counted.rows[0]?.total ?? 0);
    c.header('X-Total-Count', String(total));
    c.header('Link', paginationLink('/admin/users', page, total));
    const users = await Promise.all(rows.map((user) => userJson(services, user)));
    return c.json({ users, aud: 'authenticated' });
  });

  auth.get('/admin/users/:id', async (c) =>
    c.json(await userJson(services, await userOfPath(services, c))),
  );

  auth.put('/admin/users/:id', async (c) => {
    const current = await userOfPath(services, c);
    const fields = await adminUserFields(await readJsonBody(c, adminUserBody), passwordMinLength);
    const user = await services.db.transaction((q) => adminUpdateUser(q, current, fields));
    return c.json(await userJson(services, user));
  });

  auth.delete('/admin/users/:id', async (c) => {
    const user = await userOfPath(services, c);
    // should_soft_delete is accepted and treated as a delete: nothing here keeps deleted users.
    await readJsonBody(c, z.object({ should_soft_delete: z.boolean().nullish() }));
    await services.db.transaction(async (q) => {
      await q.query('delete from auth.users where id = $1', [user.id]);
      await recordAuditEvent(q, { action: 'user_deleted', actorId: user.id, ip: clientIp(c) });
    });
    return c.json({});
  });
}
