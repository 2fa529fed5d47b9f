import { Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '@/components/notify';
import { FormError } from '@/features/auth/form-error';
import { addNote, refreshClients } from '@/features/clients/mutations';
import { dataErrorMessage } from '@/features/data/data-error';
import { useMembership } from '@/features/tenancy/use-tenant';

/** Every role of the team writes notes (DESIGN.md section 5). */
export function AddNoteForm({ clientId }: { clientId: string }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const form = useForm({
    initialValues: { body: '', pinned: false },
    validate: {
      body: (value) =>
        value.trim() === ''
          ? 'Write the note first.'
          : value.length > 10_000
            ? 'Keep a note under 10,000 characters.'
            : null,
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      await addNote(supabase, tenant.id, clientId, values.body, values.pinned);
      await refreshClients(queryClient, tenant.id);
      form.reset();
      notifySaved('The note was added.');
    } catch (refused) {
      const message = dataErrorMessage(refused as Error);
      setError(message);
      notifyFailed(message, 'The note was not added');
    }
  });

  return (
    <form noValidate aria-label="Add a note" onSubmit={submit}>
      <Stack gap="sm" maw={680}>
        <FormError message={error} />
        <Textarea label="New note" autosize minRows={3} {...form.getInputProps('body')} />
        <Group justify="space-between">
          <Checkbox
            label="Pin to the top"
            {...form.getInputProps('pinned', { type: 'checkbox' })}
          />
          <Button type="submit" loading={form.submitting}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
