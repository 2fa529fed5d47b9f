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
import { notifyFailed, notifySaved } from '@/components/notify';
import { staffKeys, updateStaffMember, type StaffMember } from '@/features/staff/queries';

/** Name, contact, colour and bio (clients see the name, bio and colour), and whether active. */
export function StaffProfileForm({ member, canEdit }: { member: StaffMember; canEdit: boolean }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
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
          ? 'Enter a name of up to 120 characters.'
          : null,
      email: (value) =>
        value.trim() === '' || /^[^@\s]+@[^@\s]+$/.test(value.trim())
          ? null
          : 'Enter an email address such as name@example.com.',
      colour: (value) =>
        /^#[0-9a-fA-F]{6}$/.test(value) ? null : 'Choose a colour such as #4c6ef5.',
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
      notifySaved(`${values.display_name.trim()}'s profile is saved.`);
      form.resetDirty();
    } catch (error) {
      notifyFailed(error, 'The profile was not saved');
    }
  });

  return (
    <Stack>
      <Title order={2}>Profile</Title>
      <form noValidate aria-label="Profile" onSubmit={submit}>
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack>
            <TextInput
              label="Name"
              description="Clients see it."
              required
              {...form.getInputProps('display_name')}
            />
            <Group grow align="flex-start">
              <TextInput label="Email" type="email" {...form.getInputProps('email')} />
              <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
            </Group>
            <ColorInput
              withEyeDropper={false}
              label="Colour in the calendar"
              format="hex"
              {...form.getInputProps('colour')}
            />
            <Textarea
              label="Bio"
              description="Clients see it."
              autosize
              minRows={3}
              {...form.getInputProps('bio')}
            />
            <Switch
              label="Active: can be booked and scheduled"
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
            {canEdit ? (
              <Group>
                <Button type="submit" loading={form.submitting}>
                  Save profile
                </Button>
              </Group>
            ) : null}
          </Stack>
        </fieldset>
      </form>
    </Stack>
  );
}
