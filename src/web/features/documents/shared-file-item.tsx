import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ClientFile } from '../clients/client-files';
import { fileTypeLabel } from '../clients/file-type-label';
import { sizeText } from '../clients/size-text';
import { formatDateTime } from '../tenancy/format-time';

/**
 * One shared file in a list (`<ul>`): its title, type, size and when it was added, and its
 * actions. A card rather than a table row, so that on a phone the actions stay in view.
 */
export function SharedFileItem({
  file,
  zone,
  actions,
}: {
  file: ClientFile;
  zone: string;
  actions: ReactNode;
}) {
  const intl = useIntl();
  const kept =
    file.size === null
      ? intl.formatMessage({ id: 'documents.fileMissing' })
      : intl.formatMessage(
          { id: 'documents.fileTypeAndSize' },
          { type: fileTypeLabel(file.mimetype, intl), size: sizeText(file.size, intl) },
        );
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {file.title}
          </Text>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(
              { id: 'documents.fileDetails' },
              { kept, added: formatDateTime(file.created_at, zone, intl.locale) },
            )}
          </Text>
        </Stack>
        {actions}
      </Group>
    </Paper>
  );
}

/** The list the items stand in, as wide as a form at most. */
export function SharedFileList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      maw={680}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {children}
    </Stack>
  );
}
