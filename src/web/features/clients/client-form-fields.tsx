import { Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Words } from '@shared/i18n/words.ts';
import { useIntl } from 'react-intl';
import type { ClientFields } from './client-fields';
import { clientFieldProblems } from './client-fields';

export const emptyClientFields: ClientFields = {
  full_name: '',
  email: '',
  phone: '',
  birth_date: '',
  tags: [],
  status: 'active',
};

/** The form's validation: the same rules as an import (client-fields.ts), per field. */
export function validateClientFields(values: ClientFields, words: Words) {
  return clientFieldProblems(values, words);
}

/** The fields of a client's profile, for the create form and the overview's edit form. */
export function ClientFormFields({
  form,
  withStatus = false,
}: {
  form: UseFormReturnType<ClientFields>;
  withStatus?: boolean;
}) {
  const { formatMessage } = useIntl();
  return (
    <Stack gap="sm">
      <TextInput
        label={formatMessage({ id: 'clients.fieldFullName' })}
        required
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('full_name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={formatMessage({ id: 'clients.fieldEmail' })}
          type="email"
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={formatMessage({ id: 'clients.fieldPhone' })}
          type="tel"
          autoComplete="off"
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={formatMessage({ id: 'clients.fieldBirthDate' })}
          type="date"
          max={new Date().toISOString().slice(0, 10)}
          {...form.getInputProps('birth_date')}
        />
        {withStatus && (
          <Select
            label={formatMessage({ id: 'clients.fieldStatus' })}
            data={[
              { value: 'active', label: formatMessage({ id: 'clients.statusActive' }) },
              { value: 'archived', label: formatMessage({ id: 'clients.statusArchived' }) },
            ]}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        )}
      </SimpleGrid>
      <TagsInput
        label={formatMessage({ id: 'clients.fieldTags' })}
        description={formatMessage({ id: 'clients.fieldTagsHint' })}
        {...form.getInputProps('tags')}
      />
    </Stack>
  );
}
