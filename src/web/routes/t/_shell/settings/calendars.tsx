import { Alert, Divider, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { ScreenHeader } from '@/components/screen-header';
import { TextLink } from '@/components/text-link';
import { oauthClientsQuery, staffConnectionsQuery } from '@/features/calendar-sync/queries';
import { ownStaffProfileQuery } from '@/features/staff/queries';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { ConnectCalendarSection } from './-components/connect-calendar-section';
import { OAuthClientsSection } from './-components/oauth-clients-section';
import { OwnConnectionsSection } from './-components/own-connections-section';
import { StaffCalendarSection } from './-components/staff-calendar-section';
import { useReturnNotice } from './-components/use-return-notice';

// Settings › Calendars (issue 37, point 5): a staff member's own calendars (CalDAV, Google,
// Microsoft 365), which of them block their free times and which one receives their bookings;
// for owners and admins, the business's own Google and Microsoft app registrations. The
// provider's consent page sends the browser back here with `?connected=<provider>` or
// `?calendar_error=<code>`; anything else there is ignored.
const calendarsSearch = z.object({
  connected: z.catch(z.optional(z.enum(['caldav', 'google', 'microsoft'])), undefined),
  calendar_error: z.catch(z.optional(z.string().check(z.regex(/^[a-z_]{1,60}$/))), undefined),
});

export const Route = createFileRoute('/t/_shell/settings/calendars')({
  validateSearch: (search: Record<string, unknown>) => calendarsSearch.parse(search),
  loader: async ({ context }) => {
    const { queryClient, supabase, membership, userId } = context;
    const tenantId = membership.tenant.id;
    const [own] = await Promise.all([
      queryClient.ensureQueryData(ownStaffProfileQuery(supabase, tenantId, userId)),
      queryClient.ensureQueryData(oauthClientsQuery(supabase, tenantId)),
    ]);
    if (own) await queryClient.ensureQueryData(staffConnectionsQuery(supabase, tenantId, own.id));
  },
  component: CalendarSettings,
});

function CalendarSettings() {
  const { formatMessage } = useIntl();
  const { supabase, userId } = Route.useRouteContext({
    select: (context) => ({ supabase: context.supabase, userId: context.userId }),
  });
  const { tenant, role } = useMembership();
  const { data: own } = useSuspenseQuery(ownStaffProfileQuery(supabase, tenant.id, userId));
  useReturnNotice(Route.useSearch(), Route.useNavigate());
  return (
    <>
      <ScreenHeader title={formatMessage({ id: 'calendars.title' })}>
        <FormattedMessage
          id="calendars.intro"
          values={{
            business: tenant.name,
            link: (chunks) => <TextLink to="/t/settings">{chunks}</TextLink>,
          }}
        />
      </ScreenHeader>
      <Stack gap={48} maw={760}>
        {own ? (
          <>
            <OwnConnectionsSection staffId={own.id} />
            <ConnectCalendarSection />
          </>
        ) : (
          <Alert
            color="blue"
            variant="light"
            title={formatMessage({ id: 'calendars.noStaffTitle' })}
          >
            {formatMessage({ id: 'calendars.noStaffText' }, { business: tenant.name })}
          </Alert>
        )}
        <Divider />
        {may(role, 'manage_calendars') ? (
          <>
            <OAuthClientsSection />
            <Divider />
          </>
        ) : null}
        <StaffCalendarSection />
      </Stack>
    </>
  );
}
