import { Alert, Divider, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { LinkButton } from '@/components/link-button';
import { ScreenHeader } from '@/components/screen-header';
import { AccountSection } from '@/features/auth/account-section';
import { documentTemplatesQuery, tenantSettingsQuery } from '@/features/settings/queries';
import { ownStaffProfileQuery } from '@/features/staff/queries';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { AppointmentEmailsSwitch } from './-components/appointment-emails-switch';
import { BusinessExportSection } from './-components/business-export-section';
import { BusinessProfileForm } from './-components/business-profile-form';
import { DocumentsSection } from './-components/documents-section';
import { PoliciesForm } from './-components/policies-form';
import { StaffCalendarSection } from './-components/staff-calendar-section';
import { TeamTwoStepSwitch } from './-components/team-two-step-switch';

export const Route = createFileRoute('/t/_shell/settings/')({
  loader: async ({ context }) => {
    const { queryClient, supabase, membership, userId } = context;
    const tenantId = membership.tenant.id;
    await Promise.all([
      queryClient.ensureQueryData(ownStaffProfileQuery(supabase, tenantId, userId)),
      may(membership.role, 'manage_settings')
        ? queryClient.ensureQueryData(tenantSettingsQuery(supabase, tenantId))
        : null,
      may(membership.role, 'manage_documents')
        ? queryClient.ensureQueryData(documentTemplatesQuery(supabase, tenantId))
        : null,
    ]);
  },
  component: TenantSettings,
});

function TenantSettings() {
  const { tenant, role } = useMembership();
  const owner = may(role, 'manage_settings');
  const documents = may(role, 'manage_documents');

  return (
    <>
      <ScreenHeader title="Settings">
        {owner
          ? 'Your business profile, booking policies, team security and client documents, and your own account.'
          : documents
            ? 'The documents clients sign, and your own account.'
            : 'Your own account: email, password and signed-in devices.'}
      </ScreenHeader>
      <Stack gap={48} maw={760}>
        <Alert color="blue" variant="light" title="Your booking page">
          Its link, a QR code, the snippet for your website, and your logo and colour.{' '}
          <LinkButton to="/t/settings/booking-page" variant="light" size="xs" ms="xs">
            Booking page
          </LinkButton>
        </Alert>
        {owner ? (
          <Alert color="blue" variant="light" title="Card payments">
            Connect the business’s Stripe account and choose what clients pay online.{' '}
            <LinkButton to="/t/settings/payments" variant="light" size="xs" ms="xs">
              Payments
            </LinkButton>
          </Alert>
        ) : null}
        {owner ? (
          <Alert color="blue" variant="light" title="Messages to your clients">
            Which emails and texts clients get, reminder times, the sender and your own wording.{' '}
            <LinkButton to="/t/settings/notifications" variant="light" size="xs" ms="xs">
              Notifications
            </LinkButton>
          </Alert>
        ) : null}
        {owner ? null : (
          <Alert color="blue" variant="light" title="Some settings are for the owner">
            Only an owner of {tenant.name} changes its business profile and booking policies
            {documents ? '' : ', and only admins and owners change its documents'}. Ask them if
            something should change.
          </Alert>
        )}
        {owner ? (
          <>
            <BusinessProfileForm />
            <Divider />
            <PoliciesForm />
            <Divider />
            <TeamTwoStepSwitch />
            <Divider />
            <BusinessExportSection />
            <Divider />
          </>
        ) : null}
        {documents ? (
          <>
            <DocumentsSection />
            <Divider />
          </>
        ) : null}
        <AppointmentEmailsSwitch />
        <StaffCalendarSection />
        <Divider />
        <AccountSection returnPath="/t/settings/">
          These change your own sign-in, in every business you work for.
        </AccountSection>
      </Stack>
    </>
  );
}
