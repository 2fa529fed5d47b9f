import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../auth/form-error';
import { dataErrorMessage } from '../data/data-error';
import { signDocument } from './mutations';

/**
 * Signs the current version of a document (sign_document): the client types their full name
 * and ticks their consent, which the database checks again.
 */
export function SignDocumentForm({
  tenantId,
  templateId,
  title,
  fullName,
  onSigned,
}: {
  tenantId: string;
  templateId: string;
  title: string;
  /** The name on the client's profile, offered to start with. */
  fullName: string;
  onSigned: () => Promise<void> | void;
}) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const [error, setError] = useState<string>();
  const form = useForm({
    initialValues: { name: fullName, consent: false },
    validate: {
      name: (value) =>
        value.trim() === '' ? intl.formatMessage({ id: 'documents.nameMissing' }) : null,
      consent: (value) => (value ? null : intl.formatMessage({ id: 'documents.consentMissing' })),
    },
  });
  const submit = form.onSubmit(async ({ name }) => {
    setError(undefined);
    const { error: refused } = await signDocument(supabase, tenantId, templateId, name);
    if (refused) {
      setError(dataErrorMessage(refused));
      return;
    }
    await onSigned();
  });
  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'documents.signFormLabel' }, { title })}
      onSubmit={submit}
    >
      <Stack gap="sm">
        <FormError message={error} />
        <TextInput
          label={intl.formatMessage({ id: 'documents.signatureName' })}
          autoComplete="name"
          required
          {...form.getInputProps('name')}
        />
        <Checkbox
          label={intl.formatMessage({ id: 'documents.consent' }, { title })}
          {...form.getInputProps('consent', { type: 'checkbox' })}
        />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id="documents.sign" />
        </Button>
      </Stack>
    </form>
  );
}
