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
import { useIntl } from 'react-intl';
import { SectionHeader } from '@/components/section-header';
import type { Service } from '@/features/services/queries';
import { useServiceChanges } from '@/features/services/use-service-changes';

const whole = (min: number, max: number, message: string) => (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? null
    : message;

export function ServiceDetailsForm({ service, canEdit }: { service: Service; canEdit: boolean }) {
  const save = useServiceChanges(service);
  const intl = useIntl();
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
          ? intl.formatMessage({ id: 'services.nameInvalid' })
          : null,
      duration: whole(5, 1440, intl.formatMessage({ id: 'services.durationInvalid' })),
      capacity: (value) =>
        service.kind === 'private'
          ? null
          : whole(1, 1000, intl.formatMessage({ id: 'services.placesInvalid' }))(value),
      colour: (value) =>
        /^#[0-9a-fA-F]{6}$/.test(value)
          ? null
          : intl.formatMessage({ id: 'services.colourInvalid' }),
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
      intl.formatMessage({ id: 'services.saved' }, { name: values.name.trim() }),
    );
    if (saved) form.resetDirty();
  });

  return (
    <Stack maw={640}>
      <SectionHeader title={intl.formatMessage({ id: 'services.tabDetails' })}>
        {intl.formatMessage({ id: 'services.detailsIntro' })}
      </SectionHeader>
      <form
        noValidate
        aria-label={intl.formatMessage({ id: 'services.detailsForm' })}
        onSubmit={submit}
      >
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack>
            <TextInput
              label={intl.formatMessage({ id: 'services.name' })}
              required
              {...form.getInputProps('name')}
            />
            <Textarea
              label={intl.formatMessage({ id: 'services.description' })}
              autosize
              minRows={3}
              {...form.getInputProps('description')}
            />
            <Group grow align="flex-start">
              <NumberInput
                label={intl.formatMessage({ id: 'services.durationMinutes' })}
                min={5}
                max={1440}
                step={5}
                allowDecimal={false}
                required
                {...form.getInputProps('duration')}
              />
              {service.kind === 'group' ? (
                <NumberInput
                  label={intl.formatMessage({ id: 'services.placesPerSession' })}
                  description={intl.formatMessage({ id: 'services.placesHint' })}
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
              label={intl.formatMessage({ id: 'services.colour' })}
              format="hex"
              {...form.getInputProps('colour')}
            />
            <Switch
              label={intl.formatMessage({ id: 'services.activeSwitch' })}
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
            {canEdit ? (
              <Group>
                <Button type="submit" loading={form.submitting}>
                  {intl.formatMessage({ id: 'services.saveDetails' })}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </fieldset>
      </form>
    </Stack>
  );
}
