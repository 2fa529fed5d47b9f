import { Button, Checkbox, Loader, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifySaved } from '@/components/notify';
import { FormError } from '@/features/auth/form-error';
import {
  saveDocumentTemplate,
  settingsKeys,
  templateTextQuery,
  type DocumentTemplate,
} from '@/features/settings/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

/** A new template, or an existing one with the text of its current version to edit. */
export function DocumentTemplateForm({
  template,
  onDone,
}: {
  template?: DocumentTemplate;
  onDone: () => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const text = useQuery({
    ...templateTextQuery(supabase, template?.id ?? ''),
    enabled: template !== undefined,
  });
  if (template && text.isPending) return <Loader aria-label="Loading the text" />;
  if (template && text.isError) return <FormError message={text.error.message} />;
  return <TemplateForm template={template} body={text.data ?? ''} onDone={onDone} />;
}

function TemplateForm({
  template,
  body,
  onDone,
}: {
  template?: DocumentTemplate;
  body: string;
  onDone: () => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const [error, setError] = useState<string>();
  const form = useForm({
    initialValues: {
      title: template?.title ?? '',
      body,
      requires_signature: template?.requires_signature ?? true,
      required_before_booking: template?.required_before_booking ?? false,
    },
    validate: {
      title: (value) =>
        value.trim().length < 1 || value.trim().length > 200
          ? 'Give the document a title of up to 200 characters.'
          : null,
      body: (value) => (value.trim() === '' ? 'Write the text clients read.' : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      await saveDocumentTemplate(
        supabase,
        tenant.id,
        { ...values, title: values.title.trim() },
        template?.id,
      );
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      notifySaved(
        template && values.body !== body
          ? `${values.title.trim()} is saved as a new version.`
          : `${values.title.trim()} is saved.`,
      );
      onDone();
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown));
    }
  });

  return (
    <form
      noValidate
      aria-label={template ? `Edit ${template.title}` : 'New document'}
      onSubmit={submit}
    >
      <Stack>
        <FormError message={error} />
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <Textarea
          label="Text"
          description={
            template ? 'Changing it makes a new version for clients to sign.' : undefined
          }
          autosize
          minRows={8}
          maxRows={20}
          required
          {...form.getInputProps('body')}
        />
        <Checkbox
          label="Clients sign it"
          {...form.getInputProps('requires_signature', { type: 'checkbox' })}
        />
        <Checkbox
          label="Required before a first booking"
          description="Applies when the business policy asks for documents before booking."
          {...form.getInputProps('required_before_booking', { type: 'checkbox' })}
        />
        <Stack gap="xs">
          <Button type="submit" loading={form.submitting}>
            Save
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
