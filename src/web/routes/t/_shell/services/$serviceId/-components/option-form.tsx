import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { notifySaved } from '@/components/notify';
import { FormError } from '@/features/auth/form-error';
import {
  saveOption,
  serviceKeys,
  type Service,
  type ServiceOption,
} from '@/features/services/queries';
import {
  optionKindWords,
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
  const intl = useIntl();

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
    const read = readOptionForm(values, currency, intl);
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
      notifySaved(intl.formatMessage({ id: 'services.saved' }, { name: read.row.name }));
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
      aria-label={
        option
          ? intl.formatMessage({ id: 'services.editName' }, { name: option.name })
          : intl.formatMessage({ id: 'services.newOption' })
      }
      onSubmit={(event) => void submit(event)}
    >
      <Stack>
        <FormError message={error} />
        {kinds.length > 1 ? (
          <Select
            label={intl.formatMessage({ id: 'services.kind' })}
            data={kinds.map((kind) => ({
              value: kind,
              label: intl.formatMessage({ id: optionKindWords[kind] }),
            }))}
            value={values.kind}
            allowDeselect={false}
            disabled={option !== undefined}
            onChange={(kind) =>
              kind && setValues((current) => ({ ...current, kind: kind as OptionKind }))
            }
          />
        ) : null}
        <TextInput
          label={intl.formatMessage({ id: 'services.name' })}
          required
          data-autofocus
          {...field('name')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'services.price' }, { currency })}
          description={intl.formatMessage({ id: 'services.priceHint' })}
          inputMode="decimal"
          required
          {...field('price')}
        />
        {values.kind === 'variant' ? (
          <TextInput
            label={intl.formatMessage({ id: 'services.durationMinutes' })}
            inputMode="numeric"
            required
            {...field('duration')}
          />
        ) : null}
        {values.kind === 'pack' ? (
          <TextInput
            label={intl.formatMessage({ id: 'services.classesInPack' })}
            inputMode="numeric"
            required
            {...field('credits')}
          />
        ) : null}
        {values.kind === 'pack' || values.kind === 'pass' ? (
          <TextInput
            label={intl.formatMessage({ id: 'services.validFor' })}
            inputMode="numeric"
            required
            {...field('validity')}
          />
        ) : null}
        <Stack gap="xs">
          <Button type="submit" loading={pending}>
            {option
              ? intl.formatMessage({ id: 'services.save' })
              : intl.formatMessage({ id: 'services.add' })}
          </Button>
          <Button variant="default" onClick={onDone}>
            {intl.formatMessage({ id: 'services.cancel' })}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
