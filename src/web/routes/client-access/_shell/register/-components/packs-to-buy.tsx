import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import { clientKeys } from '@/features/clients/queries';
import { cardWay } from '@/features/payments/payment-kinds';
import { PayByCard } from '@/features/payments/pay-by-card';
import { paymentWaysQuery } from '@/features/payments/queries';
import type { OfferedService } from '@/features/registration/queries';
import { isolate } from '@/features/registration/bidi';
import { optionTerms } from '@/features/services/service-options';
import { formatMoney } from '@/features/tenancy/format-money';
import { useIntl } from 'react-intl';

/**
 * The catalogue's packs and passes, bought by card ahead of booking (issue 20, point 2): the
 * pack is the client's once the provider's webhook grants it, and every later booking of its
 * classes offers to use it. Shown to signed-in clients of a business that takes cards.
 */
export function PacksToBuy({
  services,
  clientId,
}: {
  services: OfferedService[];
  clientId: string;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const tenant = useBookingBusiness();
  const intl = useIntl();
  const ways = useQuery(paymentWaysQuery(supabase, tenant.id)).data ?? null;
  const options = services.flatMap((service) =>
    service.options
      .filter(
        (option) =>
          (option.kind === 'pack' || option.kind === 'pass') &&
          option.price_minor > 0 &&
          cardWay(option.kind, ways) !== 'desk',
      )
      .map((option) => ({ service, option })),
  );
  if (options.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="packs-heading" gap="md">
      <Title order={2} id="packs-heading">
        {intl.formatMessage({ id: 'register.packsAndPasses' })}
      </Title>
      {options.map(({ service, option }) => (
        <PackCard
          key={option.id}
          name={intl.formatMessage(
            { id: 'register.packName' },
            { service: service.name, option: isolate(option.name, intl) },
          )}
          terms={optionTerms(option, intl)}
          price={formatMoney(option.price_minor, option.currency, intl.locale)}
          optionId={option.id}
          clientId={clientId}
        />
      ))}
    </Stack>
  );
}

function PackCard(props: {
  name: string;
  terms: string;
  price: string;
  optionId: string;
  clientId: string;
}) {
  const tenant = useBookingBusiness();
  const queryClient = useQueryClient();
  const intl = useIntl();
  const [phase, setPhase] = useState<'start' | 'paying' | 'paid'>('start');
  return (
    <Paper withBorder p="md" component="article" aria-label={props.name}>
      <Stack gap="xs">
        <Text fw={600}>{props.name}</Text>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(
            { id: 'register.termsAndPrice' },
            { terms: props.terms, price: props.price },
          )}
        </Text>
        {phase === 'start' && (
          <Button style={{ alignSelf: 'flex-start' }} onClick={() => setPhase('paying')}>
            {intl.formatMessage({ id: 'register.buyByCardFor' }, { price: props.price })}
          </Button>
        )}
        {phase === 'paying' && (
          <PayByCard
            tenantId={tenant.id}
            clientId={props.clientId}
            paid={{ purpose: 'purchase', option_id: props.optionId }}
            onPaid={() => {
              setPhase('paid');
              // The grant arrives with the webhook, a moment later.
              setTimeout(
                () => void queryClient.invalidateQueries({ queryKey: clientKeys.all(tenant.id) }),
                1000,
              );
            }}
          />
        )}
        {phase === 'paid' && (
          <Text size="sm" fw={600} role="status">
            {intl.formatMessage({ id: 'register.packPaidUseIt' })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
