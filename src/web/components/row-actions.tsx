import { Button, Group } from '@mantine/core';

export interface RowAction {
  /** The button's text: a verb, such as "Edit". */
  label: string;
  /** Its accessible name, which says which row it acts on: "Edit Drop-in". */
  name: string;
  onClick: () => void;
}

/** A list row's buttons, small and on one line: the first stands out, the rest are quieter. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {actions.map((action, index) => (
        <Button
          key={action.label}
          size="compact-sm"
          variant={index === 0 ? 'default' : 'subtle'}
          onClick={action.onClick}
          aria-label={action.name}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
