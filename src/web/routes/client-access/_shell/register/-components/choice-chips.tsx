import { Chip, Group, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './date-strip.module.css';

export interface Choice {
  value: string;
  label: string;
  /** Choices with a section are shown under its name, in the order the sections first appear. */
  section?: string;
}

function sectionsOf(choices: Choice[]): [string, Choice[]][] {
  const sections = new Map<string, Choice[]>();
  for (const choice of choices) {
    const name = choice.section ?? '';
    sections.set(name, [...(sections.get(name) ?? []), choice]);
  }
  return [...sections];
}

/**
 * One of a few choices, as chips that are native radios of one name: a labelled group, arrow
 * keys move the choice (across sections too), and each chip is large enough for a finger.
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
          <Stack gap="sm">
            {sectionsOf(choices).map(([section, members]) => (
              <div key={section}>
                {section && (
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
                    {section}
                  </Text>
                )}
                <Group gap="xs">
                  {members.map((choice) => (
                    <Chip key={choice.value} value={choice.value} name={name} size="md">
                      {choice.label}
                    </Chip>
                  ))}
                </Group>
              </div>
            ))}
          </Stack>
        </Chip.Group>
      )}
    </fieldset>
  );
}
