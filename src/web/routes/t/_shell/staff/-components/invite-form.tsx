import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRouteContext } from '@tanstack/react-router';
import { notifyFailed, notifySaved } from '@/components/notify';
import { inviteStaff } from '@/features/staff/queries';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';

/** Owners invite admins or staff; admins invite staff (invite_staff enforces the same). */
export function InviteForm({ onInvited }: { onInvited: () => Promise<unknown> }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  const form = useForm({
    initialValues: { email: '', role: 'staff' as 'staff' | 'admin' },
    validate: {
      email: (value) =>
        /^[^@\s]+@[^@\s]+$/.test(value.trim())
          ? null
          : 'Enter an email address such as name@example.com.',
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await inviteStaff(supabase, tenant.id, values.email.trim(), values.role);
      await onInvited();
      notifySaved(
        `${values.email.trim()} is invited as ${values.role}: the invitation is emailed to them. You can also copy the link to send it yourself.`,
      );
      form.reset();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/already on the team|email address/i.test(message)) form.setFieldError('email', message);
      else notifyFailed(error, 'The invitation was not made');
    }
  });

  return (
    <form noValidate aria-label="Invite a team member" onSubmit={submit}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          required
          w={{ base: '100%', xs: 280 }}
          {...form.getInputProps('email')}
        />
        <Select
          label="Role"
          data={[
            { value: 'staff', label: 'Staff: bookings, clients, check-in' },
            ...(may(role, 'manage_memberships')
              ? [{ value: 'admin', label: 'Admin: also services, team, money' }]
              : []),
          ]}
          allowDeselect={false}
          w={{ base: '100%', xs: 300 }}
          {...form.getInputProps('role')}
        />
        <Button type="submit" loading={form.submitting} mt={{ base: 0, xs: 25 }}>
          Invite
        </Button>
      </Group>
    </form>
  );
}
