import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { eventWords, groupChoice, groupEvents, toggleEvents } from './event-groups';

/**
 * The events an endpoint is told of, as boxes in their groups (bookings, places, clients, …),
 * each group with an "all of" box that is half-checked while some of it is chosen. `error` is
 * a refusal about the events, said under the legend; `firstBox` takes the first box, for focus.
 */
export function EventCheckboxes({
  events,
  value,
  onChange,
  error,
  firstBox,
}: {
  /** Every event that may be chosen, in their order. */
  events: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error: string | undefined;
  firstBox?: Ref<HTMLInputElement>;
}) {
  const intl = useIntl();
  const hintId = useId();
  const errorId = useId();
  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Text fw={500} size="sm">
          {intl.formatMessage({ id: 'webhooks.events' })}
        </Text>
      }
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      aria-invalid={error ? true : undefined}
    >
      <Stack gap="xs">
        <Text size="xs" c="dimmed" id={hintId}>
          {intl.formatMessage({ id: 'webhooks.eventsHint' })}
        </Text>
        {error ? (
          <Text size="xs" c="red.8" id={errorId}>
            {error}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {groupEvents(events).map((group, index) => {
            const choice = groupChoice(group.events, value);
            return (
              <Fieldset
                key={group.group}
                legend={intl.formatMessage({ id: group.name })}
                p="sm"
                radius="md"
              >
                <Stack gap="xs">
                  <Checkbox
                    ref={index === 0 ? firstBox : undefined}
                    label={intl.formatMessage({ id: group.all })}
                    checked={choice === 'all'}
                    indeterminate={choice === 'some'}
                    onChange={() => onChange(toggleEvents(value, group.events, events))}
                    fw={500}
                  />
                  {group.events.map((event) => {
                    const words = eventWords(event);
                    return (
                      <Checkbox
                        key={event}
                        ms="lg"
                        label={words ? intl.formatMessage({ id: words.label }) : event}
                        description={words?.text ? intl.formatMessage({ id: words.text }) : null}
                        checked={value.includes(event)}
                        onChange={() => onChange(toggleEvents(value, [event], events))}
                      />
                    );
                  })}
                </Stack>
              </Fieldset>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
