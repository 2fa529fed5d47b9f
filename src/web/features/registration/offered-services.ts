/**
 * Each service with its options and the staff who deliver it, from the four reads of the
 * catalogue. Only active staff have a public profile, so inactive ones drop out here.
 */
export function offeredServices<
  Service extends { id: string },
  Option extends { service_id: string },
  Staff extends { id: string },
>(
  services: Service[],
  options: Option[],
  serviceStaff: { service_id: string; staff_id: string }[],
  staff: Staff[],
): (Service & { options: Option[]; staff: Staff[] })[] {
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
