import {
  Button,
  ColorInput,
  Group,
  NumberInput,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { SectionHeader } from '@/components/section-header';
import type { Service } from '@/features/services/queries';
import { useServiceChanges } from '@/features/services/use-service-changes';

const whole = (min: number, max: number, message: string) => (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? null
    : message;

export function ServiceDetailsForm({ service, canEdit }: { service: Service; canEdit: boolean }) {
  const save = useServiceChanges(service);
  const form = useForm({
    initialValues: {
      name: service.name,
      description: service.description,
      duration: service.duration_minutes as number | string,
      capacity: service.capacity as number | string,
      colour: service.colour,
      active: service.active,
    },
    validate: {
      name: (value) =>
        value.trim().length < 1 || value.trim().length > 120
          ? 'Give the service a name of up to 120 characters.'
          : null,
      duration: whole(5, 1440, 'Enter a duration of 5 to 1440 minutes.'),
      capacity: (value) =>
        service.kind === 'private' ? null : whole(1, 1000, 'Enter 1 to 1000 places.')(value),
      colour: (value) =>
        /^#[0-9a-fA-F]{6}$/.test(value) ? null : 'Choose a colour such as #4c6ef5.',
    },
  });

  const submit = form.onSubmit(async (values) => {
    const saved = await save(
      {
        name: values.name.trim(),
        description: values.description,
        duration_minutes: Number(values.duration),
        capacity: service.kind === 'private' ? 1 : Number(values.capacity),
        colour: values.colour,
        active: values.active,
      },
      `${values.name.trim()} is saved.`,
    );
    if (saved) form.resetDirty();
  });

  return (
    <Stack maw={640}>
      <SectionHeader title="Details">
        What clients see in the catalogue. Sessions already scheduled keep their own times; a new
        duration applies to new ones.
      </SectionHeader>
      <form noValidate aria-label="Service details" onSubmit={submit}>
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack>
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <Textarea
              label="Description"
              autosize
              minRows={3}
              {...form.getInputProps('description')}
            />
            <Group grow align="flex-start">
              <NumberInput
                label="Duration (minutes)"
                min={5}
                max={1440}
                step={5}
                allowDecimal={false}
                required
                {...form.getInputProps('duration')}
              />
              {service.kind === 'group' ? (
                <NumberInput
                  label="Places per session"
                  description="New sessions start with this many."
                  min={1}
                  max={1000}
                  allowDecimal={false}
                  required
                  {...form.getInputProps('capacity')}
                />
              ) : null}
            </Group>
            <ColorInput
              withEyeDropper={false}
              label="Colour in the calendar"
              format="hex"
              {...form.getInputProps('colour')}
            />
            <Switch
              label="Active: clients can book it"
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
            {canEdit ? (
              <Group>
                <Button type="submit" loading={form.submitting}>
                  Save details
                </Button>
              </Group>
            ) : null}
          </Stack>
        </fieldset>
      </form>
    </Stack>
  );
}
