import { Alert, Divider, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ScreenHeader } from '@/components/screen-header';
import { TextLink } from '@/components/text-link';
import { businessBrandQuery } from '@/features/brand/queries';
import { businessWordsQuery } from '@/features/embed/use-business-words';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { BookingPageShare } from './-components/booking-page-share';
import { BrandForm } from './-components/brand-form';

// Settings › Booking page (issue 19, points 3 and 4): how the business looks to its clients
// (owners change it) and the ways to bring people to its booking page (anyone on the team).
export const Route = createFileRoute('/t/_shell/settings/booking-page')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(
        businessBrandQuery(context.supabase, context.membership.tenant.slug),
      ),
      // The snippet's words, in the business's own language (booking-page-share.tsx).
      context.queryClient.ensureQueryData(businessWordsQuery(context.membership.tenant.locale)),
    ]),
  component: BookingPageSettings,
});

function BookingPageSettings() {
  const { formatMessage } = useIntl();
  const { tenant, role } = useMembership();
  const owner = may(role, 'manage_settings');
  return (
    <>
      <ScreenHeader title={formatMessage({ id: 'settings.bookingPageTitle' })}>
        <FormattedMessage
          id="settings.bookingPageIntro"
          values={{
            business: tenant.name,
            link: (chunks) => <TextLink to="/t/settings">{chunks}</TextLink>,
          }}
        />
      </ScreenHeader>
      <Stack gap={48} maw={760}>
        {owner ? (
          <BrandForm />
        ) : (
          <Alert
            color="blue"
            variant="light"
            title={formatMessage({ id: 'settings.brandOwnerOnlyTitle' })}
          >
            <FormattedMessage id="settings.brandOwnerOnlyText" values={{ business: tenant.name }} />
          </Alert>
        )}
        <Divider />
        <BookingPageShare owner={owner} />
      </Stack>
    </>
  );
}
