import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { FormError } from '@/features/auth/form-error';
import type { ClientFields } from '@/features/clients/client-fields';
import {
  ClientFormFields,
  emptyClientFields,
  validateClientFields,
} from '@/features/clients/client-form-fields';
import { clientWithEmail, createClient, refreshClients } from '@/features/clients/mutations';
import { dataErrorMessage } from '@/features/data/data-error';
import { useMembership } from '@/features/tenancy/use-tenant';

/** "New client": a form in a dialog; the new client's page opens when it is saved. */
export function CreateClientButton() {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>
        <FormattedMessage id="clients.newClient" />
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'clients.close' }) }}
        title={intl.formatMessage({ id: 'clients.newClient' })}
        size="lg"
      >
        {opened && <CreateClientForm onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function CreateClientForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const form = useForm<ClientFields>({
    initialValues: emptyClientFields,
    validate: (values) => validateClientFields(values, intl),
  });

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      const holder = await clientWithEmail(supabase, tenant.id, values.email);
      if (holder) {
        form.setFieldError(
          'email',
          intl.formatMessage({ id: 'clients.emailTaken' }, { name: holder }),
        );
        return;
      }
      const created = await createClient(supabase, tenant.id, values);
      await refreshClients(queryClient, tenant.id);
      notifySaved(intl.formatMessage({ id: 'clients.clientAdded' }, { name: created.full_name }));
      onDone();
      await navigate({
        to: '/t/clients/$clientId/overview/',
        params: { clientId: created.id },
      });
    } catch (refused) {
      const message = dataErrorMessage(refused as Error);
      setError(message);
      notifyFailed(message, intl.formatMessage({ id: 'clients.clientNotAdded' }));
    }
  });

  return (
    <form noValidate aria-label={intl.formatMessage({ id: 'clients.newClient' })} onSubmit={submit}>
      <Stack>
        <FormError message={error} />
        <ClientFormFields form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <FormattedMessage id="clients.cancel" />
          </Button>
          <Button type="submit" loading={form.submitting}>
            <FormattedMessage id="clients.addClient" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
