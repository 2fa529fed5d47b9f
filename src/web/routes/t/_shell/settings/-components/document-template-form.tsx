import { Button, Checkbox, Loader, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
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
  const { formatMessage } = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const text = useQuery({
    ...templateTextQuery(supabase, template?.id ?? ''),
    enabled: template !== undefined,
  });
  if (template && text.isPending)
    return <Loader aria-label={formatMessage({ id: 'settings.loadingDocumentText' })} />;
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
  const { formatMessage } = useIntl();
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
          ? formatMessage({ id: 'settings.documentTitleInvalid' })
          : null,
      body: (value) =>
        value.trim() === '' ? formatMessage({ id: 'settings.documentTextMissing' }) : null,
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
      const title = values.title.trim();
      notifySaved(
        template && values.body !== body
          ? formatMessage({ id: 'settings.documentSavedAsNewVersion' }, { title })
          : formatMessage({ id: 'settings.documentSaved' }, { title }),
      );
      onDone();
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown));
    }
  });

  return (
    <form
      noValidate
      aria-label={
        template
          ? formatMessage({ id: 'settings.editDocument' }, { title: template.title })
          : formatMessage({ id: 'settings.newDocument' })
      }
      onSubmit={submit}
    >
      <Stack>
        <FormError message={error} />
        <TextInput
          label={formatMessage({ id: 'settings.documentTitle' })}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea
          label={formatMessage({ id: 'settings.documentText' })}
          description={template ? formatMessage({ id: 'settings.documentTextHint' }) : undefined}
          autosize
          minRows={8}
          maxRows={20}
          required
          {...form.getInputProps('body')}
        />
        <Checkbox
          label={formatMessage({ id: 'settings.clientsSign' })}
          {...form.getInputProps('requires_signature', { type: 'checkbox' })}
        />
        <Checkbox
          label={formatMessage({ id: 'settings.requiredBeforeFirstBooking' })}
          description={formatMessage({ id: 'settings.requiredBeforeFirstBookingHint' })}
          {...form.getInputProps('required_before_booking', { type: 'checkbox' })}
        />
        <Stack gap="xs">
          <Button type="submit" loading={form.submitting}>
            {formatMessage({ id: 'settings.saveDocument' })}
          </Button>
          <Button variant="default" onClick={onDone}>
            {formatMessage({ id: 'settings.cancelDocument' })}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
