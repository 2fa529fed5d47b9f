import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { DataError } from '@/features/data/data-error';
import { inviteStaff } from '@/features/staff/queries';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';

const addressCodes = new Set(['already_member', 'invalid_email']);

/** Owners invite admins or staff; admins invite staff (invite_staff enforces the same). */
export function InviteForm({ onInvited }: { onInvited: () => Promise<unknown> }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  const intl = useIntl();
  const form = useForm({
    initialValues: { email: '', role: 'staff' as 'staff' | 'admin' },
    validate: {
      email: (value) =>
        /^[^@\s]+@[^@\s]+$/.test(value.trim())
          ? null
          : intl.formatMessage({ id: 'staff.emailInvalid' }),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await inviteStaff(supabase, tenant.id, values.email.trim(), values.role);
      await onInvited();
      notifySaved(
        intl.formatMessage(
          { id: 'staff.invited' },
          { email: values.email.trim(), role: values.role },
        ),
      );
      form.reset();
    } catch (error) {
      // The address's own refusals go next to the field, by their code, in whatever language
      // the server wrote them (invite_staff: already_member, invalid_email).
      if (error instanceof DataError && addressCodes.has(error.code))
        form.setFieldError('email', error.message);
      else notifyFailed(error, intl.formatMessage({ id: 'staff.invitationNotMade' }));
    }
  });

  return (
    <form noValidate aria-label={intl.formatMessage({ id: 'staff.inviteForm' })} onSubmit={submit}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={intl.formatMessage({ id: 'staff.email' })}
          type="email"
          autoComplete="off"
          required
          w={{ base: '100%', xs: 280 }}
          {...form.getInputProps('email')}
        />
        <Select
          label={intl.formatMessage({ id: 'staff.role' })}
          data={[
            { value: 'staff', label: intl.formatMessage({ id: 'staff.inviteAsStaff' }) },
            ...(may(role, 'manage_memberships')
              ? [{ value: 'admin', label: intl.formatMessage({ id: 'staff.inviteAsAdmin' }) }]
              : []),
          ]}
          allowDeselect={false}
          w={{ base: '100%', xs: 300 }}
          {...form.getInputProps('role')}
        />
        <Button type="submit" loading={form.submitting} mt={{ base: 0, xs: 25 }}>
          {intl.formatMessage({ id: 'staff.invite' })}
        </Button>
      </Group>
    </form>
  );
}
