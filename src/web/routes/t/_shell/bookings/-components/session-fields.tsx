import { NativeSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import type { Words } from '@shared/i18n/words.ts';
import type { Catalogue } from '@/features/bookings/queries';
import { sessionRules } from '@/features/bookings/session-rules';
import { serviceChoices, staffChoices } from './catalogue-choices';

/** What a one-off group session and a weekly series both ask for. */
export interface SessionBasics {
  serviceId: string;
  staffId: string;
  time: string;
  capacity: number;
  location: string;
}

/** The first group service, its usual capacity, no instructor yet, an evening start. */
export function initialSessionBasics(catalogue: Catalogue): SessionBasics {
  const serviceId = serviceChoices(catalogue, 'group')[0]?.value ?? '';
  return {
    serviceId,
    staffId: '',
    time: '18:00',
    capacity: catalogue.services.find((s) => s.id === serviceId)?.capacity ?? 10,
    location: '',
  };
}

// The refusals of schedule_session and schedule_series that belong beside a field, by code;
// any other is shown above the form.
const basicsRefusals = {
  staff_busy: 'staffId',
  service_not_found: 'serviceId',
  not_a_group_service: 'serviceId',
} as const;

export const sessionRefusals = {
  ...basicsRefusals,
  staff_not_found: 'staffId',
  invalid_capacity: 'capacity',
  invalid_start: 'time',
} as const;

export const seriesRefusals = {
  ...basicsRefusals,
  invalid_weekdays: 'weekdays',
  invalid_range: 'lastDay',
} as const;

/** The checks of what both forms ask for, refusing in the reader's words. */
export function sessionBasicsRules(words: Words) {
  const rules = sessionRules(words);
  return {
    serviceId: (value: string) =>
      value ? null : words.formatMessage({ id: 'bookings.ruleGroupService' }),
    time: rules.time,
    capacity: rules.capacity,
  };
}

/** Service and instructor; choosing a service brings its usual capacity. */
export function ServiceAndInstructorFields<Values extends SessionBasics>({
  catalogue,
  form,
}: {
  catalogue: Catalogue;
  form: UseFormReturnType<Values>;
}) {
  const intl = useIntl();
  return (
    <>
      <NativeSelect
        label={intl.formatMessage({ id: 'bookings.service' })}
        required
        data={serviceChoices(catalogue, 'group')}
        {...form.getInputProps('serviceId')}
        onChange={(event) => {
          const id = event.currentTarget.value;
          const capacity = catalogue.services.find((s) => s.id === id)?.capacity;
          form.setValues({ serviceId: id, ...(capacity ? { capacity } : {}) } as Partial<Values>);
        }}
      />
      <NativeSelect
        label={intl.formatMessage({ id: 'bookings.instructor' })}
        data={[
          { value: '', label: intl.formatMessage({ id: 'bookings.noInstructor' }) },
          ...staffChoices(catalogue, form.values.serviceId, intl),
        ]}
        {...form.getInputProps('staffId')}
      />
    </>
  );
}
