import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
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
  const form = useForm({
    initialValues: { name: '', email: '' },
    validate: {
      name: (value) =>
        value.trim().length < 1 || value.trim().length > 120
          ? 'Enter a name of up to 120 characters.'
          : null,
      email: (value) =>
        value.trim() === '' || /^[^@\s]+@[^@\s]+$/.test(value.trim())
          ? null
          : 'Enter an email address such as name@example.com.',
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const created = await createStaffProfile(supabase, tenant.id, {
        display_name: values.name.trim(),
        email: values.email.trim() || null,
      });
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      notifySaved(`${values.name.trim()} is added. Set their weekly hours next.`);
      close();
      form.reset();
      await navigate({ to: '/t/staff/$staffId/', params: { staffId: created.id } });
    } catch (error) {
      notifyFailed(error, 'The profile was not added');
    }
  });
  return (
    <>
      <Button variant="default" onClick={open}>
        Add a profile
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={opened}
        onClose={close}
        title="Add a staff profile"
      >
        <form noValidate aria-label="Add a staff profile" onSubmit={submit}>
          <Stack>
            <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
            <TextInput
              label="Email"
              description="Optional. They do not sign in until you invite them."
              type="email"
              {...form.getInputProps('email')}
            />
            <Stack gap="xs">
              <Button type="submit" loading={form.submitting}>
                Add profile
              </Button>
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
