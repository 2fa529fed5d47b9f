import { Chip, Group, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './date-strip.module.css';

export interface Choice {
  value: string;
  label: string;
}

/**
 * One of a few choices, as chips that are native radios of one name: a labelled group, arrow
 * keys move the choice, and each chip is large enough for a finger.
 */
export function ChoiceChips({
  label,
  choices,
  value,
  onChange,
  children,
}: {
  label: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  /** Shown in place of the chips, such as "no free times". */
  children?: ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className={classes.group}>
      <Text component="legend" fw={500} size="sm" mb="xs" p={0}>
        {label}
      </Text>
      {children ?? (
        <Chip.Group value={value} onChange={onChange}>
          <Group gap="xs">
            {choices.map((choice) => (
              <Chip key={choice.value} value={choice.value} name={name} size="md">
                {choice.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
    </fieldset>
  );
}
