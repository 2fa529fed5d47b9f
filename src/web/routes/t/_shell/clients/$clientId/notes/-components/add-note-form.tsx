import { Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { FormError } from '@/features/auth/form-error';
import { addNote, refreshClients } from '@/features/clients/mutations';
import { dataErrorMessage } from '@/features/data/data-error';
import { useMembership } from '@/features/tenancy/use-tenant';

/** Every role of the team writes notes (DESIGN.md section 5). */
export function AddNoteForm({ clientId }: { clientId: string }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const form = useForm({
    initialValues: { body: '', pinned: false },
    validate: {
      body: (value) =>
        value.trim() === ''
          ? intl.formatMessage({ id: 'clients.noteMissing' })
          : value.length > 10_000
            ? intl.formatMessage({ id: 'clients.noteTooLong' }, { max: 10_000 })
            : null,
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      await addNote(supabase, tenant.id, clientId, values.body, values.pinned);
      await refreshClients(queryClient, tenant.id);
      form.reset();
      notifySaved(intl.formatMessage({ id: 'clients.noteAdded' }));
    } catch (refused) {
      const message = dataErrorMessage(refused as Error);
      setError(message);
      notifyFailed(message, intl.formatMessage({ id: 'clients.noteNotAdded' }));
    }
  });

  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'clients.addNoteLabel' })}
      onSubmit={submit}
    >
      <Stack gap="sm" maw={680}>
        <FormError message={error} />
        <Textarea
          label={intl.formatMessage({ id: 'clients.newNote' })}
          autosize
          minRows={3}
          {...form.getInputProps('body')}
        />
        <Group justify="space-between">
          <Checkbox
            label={intl.formatMessage({ id: 'clients.pinToTop' })}
            {...form.getInputProps('pinned', { type: 'checkbox' })}
          />
          <Button type="submit" loading={form.submitting}>
            <FormattedMessage id="clients.addNote" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
