import type { Queryable } from '../../db/database.ts';

export type AuditAction =
  | 'user_signedup'
  | 'user_confirmation_requested'
  | 'login'
  | 'logout'
  | 'token_refreshed'
  | 'token_revoked'
  | 'user_recovery_requested'
  | 'user_reauthenticate_requested'
  | 'user_updated_password'
  | 'user_modified'
  | 'user_invited'
  | 'user_deleted'
  | 'factor_in_progress'
  | 'verification_attempted'
  | 'factor_unenrolled'
  | 'identity_linked'
  | 'identity_unlinked'
  | 'passkey_created'
  | 'passkey_updated'
  | 'passkey_deleted';

/** One row of auth.audit_log_entries, with the payload shape Supabase Auth writes. */
export async function recordAuditEvent(
  q: Queryable,
  event: { action: AuditAction; actorId: string; ip: string; traits?: Record<string, unknown> },
): Promise<void> {
  await q.query('insert into auth.audit_log_entries (payload, ip_address) values ($1, $2)', [
    { action: event.action, actor_id: event.actorId, traits: event.traits ?? {} },
    event.ip,
  ]);
}
