import {
  Button,
  ColorInput,
  Group,
  Stack,
  Switch,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { staffKeys, updateStaffMember, type StaffMember } from '@/features/staff/queries';

/** Name, contact, colour and bio (clients see the name, bio and colour), and whether active. */
export function StaffProfileForm({ member, canEdit }: { member: StaffMember; canEdit: boolean }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const intl = useIntl();
  const form = useForm({
    initialValues: {
      display_name: member.display_name,
      email: member.email ?? '',
      phone: member.phone ?? '',
      colour: member.colour,
      bio: member.bio,
      active: member.active,
    },
    validate: {
      display_name: (value) =>
        value.trim().length < 1 || value.trim().length > 120
          ? intl.formatMessage({ id: 'staff.nameInvalid' })
          : null,
      email: (value) =>
        value.trim() === '' || /^[^@\s]+@[^@\s]+$/.test(value.trim())
          ? null
          : intl.formatMessage({ id: 'staff.emailInvalid' }),
      colour: (value) =>
        /^#[0-9a-fA-F]{6}$/.test(value) ? null : intl.formatMessage({ id: 'staff.colourInvalid' }),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await updateStaffMember(supabase, member.id, {
        display_name: values.display_name.trim(),
        email: values.email.trim() || null,
        phone: values.phone.trim() || null,
        colour: values.colour,
        bio: values.bio,
        active: values.active,
      });
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      notifySaved(
        intl.formatMessage({ id: 'staff.profileSaved' }, { name: values.display_name.trim() }),
      );
      form.resetDirty();
    } catch (error) {
      notifyFailed(error, intl.formatMessage({ id: 'staff.profileNotSaved' }));
    }
  });

  return (
    <Stack>
      <Title order={2}>{intl.formatMessage({ id: 'staff.profile' })}</Title>
      <form noValidate aria-label={intl.formatMessage({ id: 'staff.profile' })} onSubmit={submit}>
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack>
            <TextInput
              label={intl.formatMessage({ id: 'staff.name' })}
              description={intl.formatMessage({ id: 'staff.seenByClients' })}
              required
              {...form.getInputProps('display_name')}
            />
            <Group grow align="flex-start">
              <TextInput
                label={intl.formatMessage({ id: 'staff.email' })}
                type="email"
                {...form.getInputProps('email')}
              />
              <TextInput
                label={intl.formatMessage({ id: 'staff.phone' })}
                type="tel"
                {...form.getInputProps('phone')}
              />
            </Group>
            <ColorInput
              withEyeDropper={false}
              label={intl.formatMessage({ id: 'staff.colour' })}
              format="hex"
              {...form.getInputProps('colour')}
            />
            <Textarea
              label={intl.formatMessage({ id: 'staff.bio' })}
              description={intl.formatMessage({ id: 'staff.seenByClients' })}
              autosize
              minRows={3}
              {...form.getInputProps('bio')}
            />
            <Switch
              label={intl.formatMessage({ id: 'staff.activeSwitch' })}
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
            {canEdit ? (
              <Group>
                <Button type="submit" loading={form.submitting}>
                  {intl.formatMessage({ id: 'staff.saveProfile' })}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </fieldset>
      </form>
    </Stack>
  );
}
