import { Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
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
export function validateClientFields(values: ClientFields) {
  return clientFieldProblems(values);
}

/** The fields of a client's profile, for the create form and the overview's edit form. */
export function ClientFormFields({
  form,
  withStatus = false,
}: {
  form: UseFormReturnType<ClientFields>;
  withStatus?: boolean;
}) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Full name"
        required
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('full_name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
        <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps('phone')} />
        <TextInput
          label="Date of birth"
          type="date"
          max={new Date().toISOString().slice(0, 10)}
          {...form.getInputProps('birth_date')}
        />
        {withStatus && (
          <Select
            label="Status"
            data={[
              { value: 'active', label: 'Active' },
              { value: 'archived', label: 'Archived' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        )}
      </SimpleGrid>
      <TagsInput
        label="Tags"
        description="Press Enter after each tag, such as regular or prenatal."
        {...form.getInputProps('tags')}
      />
    </Stack>
  );
}
