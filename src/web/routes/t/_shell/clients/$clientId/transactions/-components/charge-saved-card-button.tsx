import { Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { notifySaved } from '@/components/notify';
import { refreshClients } from '@/features/clients/mutations';
import type { DataError } from '@/features/data/data-error';
import { chargeSavedCard } from '@/features/payments/mutations';
import { paymentSettingsQuery } from '@/features/payments/queries';
import { savedCardsQuery } from '@/features/payments/saved-cards';
import { formatMoney } from '@/features/tenancy/format-money';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * "Charge the saved card": what the client owes (late-cancel and no-show fees among it) taken
 * from the card they saved, where the business allows fees to go to saved cards (Settings ›
 * Payments). A declined card is said beside the button, and the amount stays owed.
 */
export function ChargeSavedCardButton({ clientId, owed }: { clientId: string; owed: number }) {
  const { supabase, apiUrl } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, apiUrl: context.config.supabaseUrl }),
  });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const settings = useQuery(paymentSettingsQuery(supabase, tenant.id));
  const allowed = settings.data?.fees_to_saved_card === true && owed > 0;
  const cards = useQuery({
    ...savedCardsQuery(supabase, apiUrl, tenant.id, clientId),
    enabled: allowed,
  });
  const charge = useMutation<{ amount_minor: number }, DataError>({
    mutationFn: () => chargeSavedCard(supabase, apiUrl, { tenantId: tenant.id, clientId }),
    onSuccess: ({ amount_minor }) => {
      notifySaved(
        `${formatMoney(amount_minor, tenant.currency, tenant.locale)} was charged to the saved card.`,
      );
      // The payment reaches the ledger with the provider's webhook, a moment later.
      setTimeout(() => void refreshClients(queryClient, tenant.id), 1000);
    },
  });
  const card = cards.data?.[0];
  if (!allowed || card === undefined) return null;
  return (
    <Stack gap={4} align="flex-end">
      <Button variant="default" onClick={() => charge.mutate()} loading={charge.isPending}>
        Charge {formatMoney(owed, tenant.currency, tenant.locale)} to{' '}
        {card.brand.charAt(0).toUpperCase() + card.brand.slice(1)} ending {card.last4}
      </Button>
      {charge.error && (
        <Text size="sm" c="red.8" role="alert">
          {charge.error.message} The amount is still owed.
        </Text>
      )}
    </Stack>
  );
}
