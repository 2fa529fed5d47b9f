import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { OwnProfile } from './own-profile';

/** Name and phone, and the date of birth where the screen asks for it. */
export function ProfileFields({
  form,
  withBirthDate = false,
}: {
  form: UseFormReturnType<OwnProfile>;
  withBirthDate?: boolean;
}) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Full name"
        autoComplete="name"
        required
        {...form.getInputProps('full_name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        {withBirthDate && (
          <TextInput
            label="Date of birth"
            type="date"
            autoComplete="bday"
            max={new Date().toISOString().slice(0, 10)}
            {...form.getInputProps('birth_date')}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
