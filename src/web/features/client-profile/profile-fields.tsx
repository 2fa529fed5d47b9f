import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import type { OwnProfile } from './own-profile';

/** Name and phone, and the date of birth where the screen asks for it. */
export function ProfileFields({
  form,
  withBirthDate = false,
}: {
  form: UseFormReturnType<OwnProfile>;
  withBirthDate?: boolean;
}) {
  const intl = useIntl();
  return (
    <Stack gap="sm">
      <TextInput
        label={intl.formatMessage({ id: 'client-area.fullName' })}
        autoComplete="name"
        required
        {...form.getInputProps('full_name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={intl.formatMessage({ id: 'client-area.phone' })}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        {withBirthDate && (
          <TextInput
            label={intl.formatMessage({ id: 'client-area.birthDate' })}
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
