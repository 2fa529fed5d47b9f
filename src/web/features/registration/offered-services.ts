import type { OfferedOption, OfferedService } from './queries';

/**
 * Each service with its options and the staff who deliver it, from the four reads of the
 * catalogue. Only active staff have a public profile, so inactive ones drop out here.
 */
export function offeredServices(
  services: Omit<OfferedService, 'options' | 'staff'>[],
  options: OfferedOption[],
  serviceStaff: { service_id: string; staff_id: string }[],
  staff: OfferedService['staff'],
): OfferedService[] {
  return services.map((service) => {
    const delivering = new Set(
      serviceStaff.filter((row) => row.service_id === service.id).map((row) => row.staff_id),
    );
    return {
      ...service,
      options: options.filter((option) => option.service_id === service.id),
      staff: staff.filter((member) => delivering.has(member.id)),
    };
  });
}
