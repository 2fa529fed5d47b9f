import { Alert, Divider, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '@/components/screen-header';
import { TextLink } from '@/components/text-link';
import { businessBrandQuery } from '@/features/brand/queries';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { BookingPageShare } from './-components/booking-page-share';
import { BrandForm } from './-components/brand-form';

// Settings › Booking page (issue 19, points 3 and 4): how the business looks to its clients
// (owners change it) and the ways to bring people to its booking page (anyone on the team).
export const Route = createFileRoute('/t/_shell/settings/booking-page')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      businessBrandQuery(context.supabase, context.membership.tenant.slug),
    ),
  component: BookingPageSettings,
});

function BookingPageSettings() {
  const { tenant, role } = useMembership();
  const owner = may(role, 'manage_settings');
  return (
    <>
      <ScreenHeader title="Booking page">
        Where clients book with {tenant.name}: its logo, colour and description, the link to share,
        a QR code to print and the snippet for your own website.{' '}
        <TextLink to="/t/settings">All settings</TextLink>
      </ScreenHeader>
      <Stack gap={48} maw={760}>
        {owner ? (
          <BrandForm />
        ) : (
          <Alert color="blue" variant="light" title="The brand is for the owner">
            Only an owner of {tenant.name} changes its logo, colour and description.
          </Alert>
        )}
        <Divider />
        <BookingPageShare owner={owner} />
      </Stack>
    </>
  );
}
