import { CalendarLinkSection } from '@/features/calendar/calendar-link-section';
import { useMembership } from '@/features/tenancy/use-tenant';

/** The team member's calendar subscription link: the sessions and appointments they run. */
export function StaffCalendarSection() {
  const { tenant } = useMembership();
  return (
    <CalendarLinkSection
      tenantId={tenant.id}
      businessName={tenant.name}
      timeZone={tenant.time_zone}
      forStaff
    />
  );
}
