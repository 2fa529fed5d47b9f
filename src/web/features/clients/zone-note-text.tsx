import { Text } from '@mantine/core';
import { zoneNote } from '../tenancy/format-time';
import { useIntl } from 'react-intl';

/** The business's time zone, said once on a screen of times, when it differs from the viewer's. */
export function ZoneNoteText({ zone }: { zone: string }) {
  const note = zoneNote(zone, useIntl());
  return note ? (
    <Text size="sm" c="dimmed">
      {note}
    </Text>
  ) : null;
}
