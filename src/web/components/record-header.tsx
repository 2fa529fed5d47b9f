import { Group } from '@mantine/core';
import { ActiveBadge } from './list-cells';
import { ScreenHeader } from './screen-header';
import { StatusBadge } from './status-badge';

/**
 * A detail screen's `<h1>` for a record that can be made inactive: what it is, whether it is
 * active, and, for someone who may only look, why its forms cannot be changed.
 */
export function RecordHeader({
  title,
  kind,
  active,
  readOnlyNote,
}: {
  title: string;
  /** What the record is, in the reader's words: "Group", "Admin", "Does not sign in". */
  kind: string;
  active: boolean;
  /** Shown to someone who may not change the record; `undefined` for someone who may. */
  readOnlyNote: string | undefined;
}) {
  return (
    <ScreenHeader title={title}>
      <Group gap="xs" component="span">
        <StatusBadge>{kind}</StatusBadge>
        <ActiveBadge active={active} />
        {readOnlyNote ?? null}
      </Group>
    </ScreenHeader>
  );
}
