import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
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
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const [error, setError] = useState<string>();
  const form = useForm({
    initialValues: { name: fullName, consent: false },
    validate: {
      name: (value) => (value.trim() === '' ? 'Type your full name to sign.' : null),
      consent: (value) => (value ? null : 'Tick the box to agree before signing.'),
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
    <form noValidate aria-label={`Sign ${title}`} onSubmit={submit}>
      <Stack gap="sm">
        <FormError message={error} />
        <TextInput
          label="Your full name, as your signature"
          autoComplete="name"
          required
          {...form.getInputProps('name')}
        />
        <Checkbox
          label={`I have read "${title}" and agree to it.`}
          {...form.getInputProps('consent', { type: 'checkbox' })}
        />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          Sign
        </Button>
      </Stack>
    </form>
  );
}
