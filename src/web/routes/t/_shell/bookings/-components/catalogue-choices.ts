import type { Catalogue } from '@/features/bookings/queries';
import type { Words } from '@shared/i18n/words.ts';

/** Active services of one kind, for a form's service field. */
export function serviceChoices(catalogue: Catalogue, kind: 'group' | 'private') {
  return catalogue.services
    .filter((service) => service.kind === kind && service.active)
    .map((service) => ({ value: service.id, label: service.name }));
}

/** Active staff, those who deliver the service first; the others are marked "(other)". */
export function staffChoices(catalogue: Catalogue, serviceId: string, words: Words) {
  const delivers = new Set(
    catalogue.serviceStaff.filter((row) => row.service_id === serviceId).map((row) => row.staff_id),
  );
  return catalogue.staff
    .filter((member) => member.active)
    .toSorted((a, b) => Number(delivers.has(b.id)) - Number(delivers.has(a.id)))
    .map((member) => ({
      value: member.id,
      label: delivers.has(member.id)
        ? member.display_name
        : words.formatMessage({ id: 'bookings.staffOther' }, { name: member.display_name }),
    }));
}
