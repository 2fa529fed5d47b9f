import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyFailed, notifySaved, notifySavedWithUndo } from '@/components/notify';
import { undoLastChange } from '@/features/audit/undo';
import { FormError } from '@/features/auth/form-error';
import type { ClientFields } from '@/features/clients/client-fields';
import { ClientFormFields, validateClientFields } from '@/features/clients/client-form-fields';
import { clientWithEmail, refreshClients, updateClient } from '@/features/clients/mutations';
import { clientQuery } from '@/features/clients/queries';
import { dataErrorMessage } from '@/features/data/data-error';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';

/** The client's profile, editable by every role that manages clients. */
export function ProfileForm({ clientId }: { clientId: string }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  const queryClient = useQueryClient();
  const { data: client } = useSuspenseQuery(clientQuery(supabase, tenant.id, clientId));
  const [error, setError] = useState<string>();
  const form = useForm<ClientFields>({
    initialValues: {
      full_name: client?.full_name ?? '',
      email: client?.email ?? '',
      phone: client?.phone ?? '',
      birth_date: client?.birth_date ?? '',
      tags: client?.tags ?? [],
      status: client?.status ?? 'active',
    },
    validate: (values) => validateClientFields(values, intl),
  });
  const editable = may(role, 'manage_clients');

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    const archived = values.status === 'archived' && client?.status !== 'archived';
    try {
      const holder = await clientWithEmail(supabase, tenant.id, values.email, clientId);
      if (holder) {
        form.setFieldError(
          'email',
          intl.formatMessage({ id: 'clients.emailTaken' }, { name: holder }),
        );
        return;
      }
      await updateClient(supabase, tenant.id, clientId, values);
      await refreshClients(queryClient, tenant.id);
      form.resetDirty(values);
      if (archived) {
        notifySavedWithUndo(intl.formatMessage({ id: 'clients.clientArchived' }), async () => {
          await undoLastChange(supabase, 'client', clientId);
          await refreshClients(queryClient, tenant.id);
          form.setValues({ status: 'active' });
          form.resetDirty();
        });
      } else {
        notifySaved(intl.formatMessage({ id: 'clients.profileSaved' }));
      }
    } catch (refused) {
      const message = dataErrorMessage(refused as Error);
      setError(message);
      notifyFailed(message, intl.formatMessage({ id: 'clients.profileNotSaved' }));
    }
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profile-heading">
      <Title order={3} size="h4" id="profile-heading" mb="sm">
        <FormattedMessage id="clients.profileTitle" />
      </Title>
      <form
        noValidate
        aria-label={intl.formatMessage({ id: 'clients.profileTitle' })}
        onSubmit={submit}
      >
        <Stack>
          <FormError message={error} />
          <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0 }}>
            <ClientFormFields form={form} withStatus />
          </fieldset>
          {editable ? (
            <Group justify="flex-end">
              <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
                <FormattedMessage id="clients.saveProfile" />
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="clients.profileReadOnly" />
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
