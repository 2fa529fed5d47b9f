import { Alert, Divider, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@shared/i18n/message-ids.ts';
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
import { MembershipPoliciesForm } from './-components/membership-policies-form';
import { PoliciesForm } from './-components/policies-form';
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
  const { formatMessage } = useIntl();
  const { tenant, role } = useMembership();
  const owner = may(role, 'manage_settings');
  const documents = may(role, 'manage_documents');

  return (
    <>
      <ScreenHeader title={formatMessage({ id: 'settings.settingsTitle' })}>
        {owner
          ? formatMessage({ id: 'settings.settingsIntroOwner' })
          : documents
            ? formatMessage({ id: 'settings.settingsIntroDocuments' })
            : formatMessage({ id: 'settings.settingsIntroOwnAccount' })}
      </ScreenHeader>
      <Stack gap={48} maw={760}>
        <LinkCard
          titleId="settings.bookingPageCardTitle"
          textId="settings.bookingPageCardText"
          to="/t/settings/booking-page"
        />
        <LinkCard
          titleId="calendars.title"
          textId="calendars.cardText"
          to="/t/settings/calendars"
        />
        {owner ? (
          <LinkCard
            titleId="settings.cardPaymentsTitle"
            textId="settings.paymentsCardText"
            to="/t/settings/payments"
          />
        ) : null}
        {owner ? (
          <LinkCard
            titleId="settings.messagesCardTitle"
            textId="settings.messagesCardText"
            to="/t/settings/notifications"
          />
        ) : null}
        {may(role, 'manage_webhooks') ? (
          <LinkCard titleId="webhooks.title" textId="webhooks.cardText" to="/t/settings/webhooks" />
        ) : null}
        {owner ? null : (
          <Alert
            color="blue"
            variant="light"
            title={formatMessage({ id: 'settings.ownerSettingsTitle' })}
          >
            {documents
              ? formatMessage({ id: 'settings.ownerSettingsText' }, { business: tenant.name })
              : formatMessage(
                  { id: 'settings.ownerSettingsAndDocumentsText' },
                  { business: tenant.name },
                )}
          </Alert>
        )}
        {owner ? (
          <>
            <BusinessProfileForm />
            <Divider />
            <PoliciesForm />
            <Divider />
            <MembershipPoliciesForm />
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
        <Divider />
        <AccountSection returnPath="/t/settings/">
          <FormattedMessage id="settings.accountIntro" />
        </AccountSection>
      </Stack>
    </>
  );
}

/** A card that sends to another settings screen: its title, and a sentence with the link. */
function LinkCard({
  titleId,
  textId,
  to,
}: {
  titleId: MessageId;
  textId: MessageId;
  to:
    | '/t/settings/booking-page'
    | '/t/settings/calendars'
    | '/t/settings/payments'
    | '/t/settings/notifications'
    | '/t/settings/webhooks';
}) {
  const { formatMessage } = useIntl();
  return (
    <Alert color="blue" variant="light" title={formatMessage({ id: titleId })}>
      <FormattedMessage
        id={textId}
        values={{
          link: (chunks) => (
            <LinkButton to={to} variant="light" size="xs" ms="xs">
              {chunks}
            </LinkButton>
          ),
        }}
      />
    </Alert>
  );
}
