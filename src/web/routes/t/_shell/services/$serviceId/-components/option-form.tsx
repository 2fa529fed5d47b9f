import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { notifySaved } from '@/components/notify';
import { FormError } from '@/features/auth/form-error';
import {
  saveOption,
  serviceKeys,
  type Service,
  type ServiceOption,
} from '@/features/services/queries';
import {
  optionKindLabels,
  optionKindsFor,
  readOptionForm,
  type OptionForm as OptionFormValues,
  type OptionKind,
} from '@/features/services/service-options';
import { minorToText } from '@/features/settings/policy-values';
import { useMembership } from '@/features/tenancy/use-tenant';

function initialValues(service: Service, option?: ServiceOption): OptionFormValues {
  const kind = option?.kind ?? (service.kind === 'private' ? 'variant' : 'drop_in');
  const price = option ? minorToText(option.price_minor, option.currency) : '';
  return {
    kind,
    name: option?.name ?? '',
    price,
    duration: String(option?.duration_minutes ?? service.duration_minutes),
    credits: String(option?.credits ?? 10),
    validity: String(option?.validity_days ?? (kind === 'pass' ? 30 : 90)),
  };
}

export function OptionForm({
  service,
  option,
  onDone,
}: {
  service: Service;
  option?: ServiceOption;
  onDone: () => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const currency = option?.currency ?? tenant.currency;
  const [values, setValues] = useState(() => initialValues(service, option));
  const [errors, setErrors] = useState<Partial<Record<keyof OptionFormValues, string>>>({});
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const field = (name: keyof OptionFormValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readOptionForm(values, currency);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setError(undefined);
    setPending(true);
    try {
      await saveOption(supabase, service, { ...read.row, currency }, option?.id);
      await queryClient.invalidateQueries({ queryKey: serviceKeys.options(service.id) });
      notifySaved(`${read.row.name} is saved.`);
      onDone();
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown));
    } finally {
      setPending(false);
    }
  };

  const kinds = optionKindsFor(service.kind);
  return (
    <form
      noValidate
      aria-label={option ? `Edit ${option.name}` : 'New option'}
      onSubmit={(event) => void submit(event)}
    >
      <Stack>
        <FormError message={error} />
        {kinds.length > 1 ? (
          <Select
            label="Kind"
            data={kinds.map((kind) => ({ value: kind, label: optionKindLabels[kind] }))}
            value={values.kind}
            allowDeselect={false}
            disabled={option !== undefined}
            onChange={(kind) =>
              kind && setValues((current) => ({ ...current, kind: kind as OptionKind }))
            }
          />
        ) : null}
        <TextInput label="Name" required data-autofocus {...field('name')} />
        <TextInput
          label={`Price (${currency})`}
          description="In the business's currency, such as 12.50."
          inputMode="decimal"
          required
          {...field('price')}
        />
        {values.kind === 'variant' ? (
          <TextInput
            label="Duration (minutes)"
            inputMode="numeric"
            required
            {...field('duration')}
          />
        ) : null}
        {values.kind === 'pack' ? (
          <TextInput
            label="Classes in the pack"
            inputMode="numeric"
            required
            {...field('credits')}
          />
        ) : null}
        {values.kind === 'pack' || values.kind === 'pass' ? (
          <TextInput
            label="Valid for (days after purchase)"
            inputMode="numeric"
            required
            {...field('validity')}
          />
        ) : null}
        <Stack gap="xs">
          <Button type="submit" loading={pending}>
            {option ? 'Save' : 'Add'}
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
