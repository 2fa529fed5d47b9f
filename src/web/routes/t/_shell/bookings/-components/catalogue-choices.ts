import type { Catalogue } from '@/features/bookings/queries';

/** Active services of one kind, for a form's service field. */
export function serviceChoices(catalogue: Catalogue, kind: 'group' | 'private') {
  return catalogue.services
    .filter((service) => service.kind === kind && service.active)
    .map((service) => ({ value: service.id, label: service.name }));
}

/** Active staff, those who deliver the service first. */
export function staffChoices(catalogue: Catalogue, serviceId: string) {
  const delivers = new Set(
    catalogue.serviceStaff.filter((row) => row.service_id === serviceId).map((row) => row.staff_id),
  );
  return catalogue.staff
    .filter((member) => member.active)
    .toSorted((a, b) => Number(delivers.has(b.id)) - Number(delivers.has(a.id)))
    .map((member) => ({
      value: member.id,
      label: delivers.has(member.id) ? member.display_name : `${member.display_name} (other)`,
    }));
}
