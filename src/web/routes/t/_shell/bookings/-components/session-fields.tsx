import { NativeSelect, NumberInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Catalogue } from '@/features/bookings/queries';
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

export const sessionBasicsRules = {
  serviceId: (value: string) => (value ? null : 'Choose a group service.'),
  time: (value: string) =>
    /^\d{2}:\d{2}$/.test(value) ? null : 'Give a start time such as 18:00.',
  capacity: (value: number) =>
    Number.isInteger(value) && value >= 1 && value <= 1000 ? null : 'From 1 to 1000 people.',
};

/** Service and instructor; choosing a service brings its usual capacity. */
export function ServiceAndInstructorFields<Values extends SessionBasics>({
  catalogue,
  form,
}: {
  catalogue: Catalogue;
  form: UseFormReturnType<Values>;
}) {
  return (
    <>
      <NativeSelect
        label="Service"
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
        label="Instructor"
        data={[
          { value: '', label: 'No instructor' },
          ...staffChoices(catalogue, form.values.serviceId),
        ]}
        {...form.getInputProps('staffId')}
      />
    </>
  );
}

/** The start time, labelled with the zone it is in. */
export function StartTimeField<Values extends SessionBasics>({
  form,
  zone,
}: {
  form: UseFormReturnType<Values>;
  zone: string;
}) {
  return (
    <TextInput
      type="time"
      label="Starts at"
      description={zone.replaceAll('_', ' ')}
      required
      {...form.getInputProps('time')}
    />
  );
}

export function CapacityField<Values extends SessionBasics>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  return (
    <NumberInput label="Capacity" min={1} max={1000} required {...form.getInputProps('capacity')} />
  );
}
