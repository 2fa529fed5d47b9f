import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { createStaffProfile, staffKeys } from '@/features/staff/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * A staff profile without a sign-in, for a teacher who is scheduled and booked but never uses
 * the app; inviting their email later gives them a sign-in of their own.
 */
export function AddProfileButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { tenant } = useMembership();
  const intl = useIntl();
  const form = useForm({
    initialValues: { name: '', email: '' },
    validate: {
      name: (value) =>
        value.trim().length < 1 || value.trim().length > 120
          ? intl.formatMessage({ id: 'staff.nameInvalid' })
          : null,
      email: (value) =>
        value.trim() === '' || /^[^@\s]+@[^@\s]+$/.test(value.trim())
          ? null
          : intl.formatMessage({ id: 'staff.emailInvalid' }),
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const created = await createStaffProfile(supabase, tenant.id, {
        display_name: values.name.trim(),
        email: values.email.trim() || null,
      });
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      notifySaved(intl.formatMessage({ id: 'staff.profileAdded' }, { name: values.name.trim() }));
      close();
      form.reset();
      await navigate({ to: '/t/staff/$staffId/', params: { staffId: created.id } });
    } catch (error) {
      notifyFailed(error, intl.formatMessage({ id: 'staff.profileNotAdded' }));
    }
  });
  return (
    <>
      <Button variant="default" onClick={open}>
        {intl.formatMessage({ id: 'staff.addAProfile' })}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'staff.close' }) }}
        opened={opened}
        onClose={close}
        title={intl.formatMessage({ id: 'staff.addStaffProfile' })}
      >
        <form
          noValidate
          aria-label={intl.formatMessage({ id: 'staff.addStaffProfile' })}
          onSubmit={submit}
        >
          <Stack>
            <TextInput
              label={intl.formatMessage({ id: 'staff.name' })}
              required
              data-autofocus
              {...form.getInputProps('name')}
            />
            <TextInput
              label={intl.formatMessage({ id: 'staff.email' })}
              description={intl.formatMessage({ id: 'staff.emailOptionalHint' })}
              type="email"
              {...form.getInputProps('email')}
            />
            <Stack gap="xs">
              <Button type="submit" loading={form.submitting}>
                {intl.formatMessage({ id: 'staff.addProfile' })}
              </Button>
              <Button variant="default" onClick={close}>
                {intl.formatMessage({ id: 'staff.cancel' })}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
