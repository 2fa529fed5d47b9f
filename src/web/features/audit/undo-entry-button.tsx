import { Badge, Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { useNow } from '@/components/use-now';
import { refreshBookings } from '../bookings/queries';
import { refreshClients } from '../clients/mutations';
import { useMembership } from '../tenancy/use-tenant';
import { auditKeys, type AuditEntry } from './queries';
import { undoChange } from './undo';

/**
 * Undo on a trail entry that can still be undone (public.undo_change), or "Undone" on one that
 * was. The database decides the rest (refusals are said in words): the screen only offers it
 * while the entry's time lasts.
 */
export function UndoEntryButton({ entry, sentence }: { entry: AuditEntry; sentence: string }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const queryClient = useQueryClient();
  const now = useNow(60_000);
  const undo = useMutation({
    mutationFn: () => undoChange(supabase, entry.id),
    onSuccess: () => notifySaved(intl.formatMessage({ id: 'common.undone' })),
    onError: (refused) => notifyFailed(refused, intl.formatMessage({ id: 'common.notUndone' })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: auditKeys.tenant(tenant.id) }),
        refreshBookings(queryClient, tenant.id),
        refreshClients(queryClient, tenant.id),
      ]),
  });
  if (entry.undone_at !== null) {
    return (
      <Badge variant="light" color="gray" size="sm">
        {intl.formatMessage({ id: 'audit.undoneBadge' })}
      </Badge>
    );
  }
  if (entry.undo_kind === null || Date.parse(entry.undo_until ?? '') <= now) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={undo.isPending}
      aria-label={intl.formatMessage({ id: 'audit.undoEntry' }, { change: sentence })}
      onClick={() => undo.mutate()}
    >
      {intl.formatMessage({ id: 'common.undo' })}
    </Button>
  );
}
