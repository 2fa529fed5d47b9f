import { CalendarLinkSection } from '@/features/calendar/calendar-link-section';
import { useClientProfile } from '@/features/client-profile/use-client-profile';

/** The client's calendar subscription link for the business they are in now. */
export function CalendarSection() {
  const { tenant } = useClientProfile();
  return (
    <CalendarLinkSection
      tenantId={tenant.id}
      businessName={tenant.name}
      timeZone={tenant.time_zone}
      forStaff={false}
    />
  );
}
