import { Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { paymentWaysQuery } from '@/features/payments/queries';
import { removeSavedCard, savedCardsQuery, type SavedCard } from '@/features/payments/saved-cards';

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * The cards the client saved for next time at this business, each removable (issue 20,
 * point 2). Shown only where the business takes cards, with the divider after it.
 */
export function SavedCardsSection() {
  const { supabase, apiUrl } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, apiUrl: context.config.supabaseUrl }),
  });
  const queryClient = useQueryClient();
  const intl = useIntl();
  const { id, tenant } = useClientProfile();
  const ways = useQuery(paymentWaysQuery(supabase, tenant.id));
  const cards = useQuery({
    ...savedCardsQuery(supabase, apiUrl, tenant.id, id),
    enabled: ways.data != null,
  });
  const remove = useMutation({
    mutationFn: (card: SavedCard) =>
      removeSavedCard(supabase, apiUrl, { tenantId: tenant.id, clientId: id, id: card.id }),
    onSuccess: (left) =>
      queryClient.setQueryData(savedCardsQuery(supabase, apiUrl, tenant.id, id).queryKey, left),
  });
  if (ways.data == null) return null;
  return (
    <>
      <Stack component="section" aria-labelledby="cards-heading" gap="sm">
        <Title order={2} size="h3" id="cards-heading">
          {intl.formatMessage({ id: 'client-area.savedCardsHeading' })}
        </Title>
        {cards.isPending ? (
          // A status, which may be named (axe refuses a name on the bare span).
          <Loader
            size="sm"
            role="status"
            aria-label={intl.formatMessage({ id: 'client-area.loadingCards' })}
          />
        ) : cards.error ? (
          <Text size="sm" role="alert">
            {cards.error.message}
          </Text>
        ) : cards.data.length === 0 ? (
          <Text size="sm">
            {intl.formatMessage(
              { id: 'client-area.noSavedCards' },
              // The card form's own words for the box (money.ts), so the two always agree.
              { business: tenant.name, label: intl.formatMessage({ id: 'money.saveCard' }) },
            )}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {cards.data.map((card) => {
              const label = intl.formatMessage(
                { id: 'client-area.cardLabel' },
                { brand: brandName(card.brand), last4: card.last4 },
              );
              const expiry = `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;
              return (
                <Group component="li" key={card.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {intl.formatMessage({ id: 'client-area.cardExpires' }, { card: label, expiry })}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="default"
                    color="red"
                    aria-label={intl.formatMessage(
                      { id: 'client-area.removeCard' },
                      { card: label },
                    )}
                    loading={remove.isPending && remove.variables.id === card.id}
                    onClick={() => remove.mutate(card)}
                  >
                    {intl.formatMessage({ id: 'client-area.remove' })}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}
        {remove.error && (
          <Text size="sm" role="alert">
            {remove.error.message}
          </Text>
        )}
      </Stack>
      <Divider />
    </>
  );
}
