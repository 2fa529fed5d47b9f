import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { notifyFailed } from '@/components/notify';
import { DataError } from '@/features/data/data-error';
import { EventCheckboxes } from './event-checkboxes';
import type { EndpointChoice } from './mutations';
import { endpointFieldOf, type EndpointField } from './refusal-field';

/**
 * An endpoint's address, description and events, to add one or change one. The database checks
 * the address and the events: its refusal shows beside the field it is about, which takes the
 * focus; any other says how it went in a notification (`failedTitle`). Escape cancels, when the
 * form can be cancelled.
 */
export function EndpointForm({
  events,
  initial,
  submitLabel,
  failedTitle,
  onSubmit,
  onCancel,
  labelledBy,
}: {
  /** Every event that may be chosen, in their order. */
  events: readonly string[];
  initial: EndpointChoice;
  submitLabel: string;
  failedTitle: string;
  /** Saves the choice; throws the database's refusal. */
  onSubmit: (choice: EndpointChoice) => Promise<void>;
  onCancel?: () => void;
  /** The id of the heading that names the form. */
  labelledBy: string;
}) {
  const intl = useIntl();
  const [url, setUrl] = useState(initial.url);
  const [description, setDescription] = useState(initial.description);
  const [chosen, setChosen] = useState<string[]>(initial.events);
  const [problems, setProblems] = useState<Partial<Record<EndpointField, string>>>({});
  const [saving, setSaving] = useState(false);
  const urlInput = useRef<HTMLInputElement>(null);
  const firstBox = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setProblems({});
    try {
      await onSubmit({ url: url.trim(), events: chosen, description: description.trim() });
    } catch (error) {
      const about = error instanceof DataError ? endpointFieldOf(error.code) : null;
      if (about === null || !(error instanceof Error)) notifyFailed(error, failedTitle);
      else {
        setProblems({ [about]: error.message });
        (about === 'url' ? urlInput : firstBox).current?.focus();
      }
    } finally {
      setSaving(false);
    }
  };

  const escape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && onCancel) {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onKeyDown={escape}
      aria-labelledby={labelledBy}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          ref={urlInput}
          name="url"
          label={intl.formatMessage({ id: 'webhooks.url' })}
          description={intl.formatMessage({ id: 'webhooks.urlHint' })}
          value={url}
          onChange={(change) => setUrl(change.currentTarget.value)}
          error={problems.url}
          required
          autoComplete="url"
          inputMode="url"
          spellCheck={false}
          dir="ltr"
          maw={560}
        />
        <TextInput
          name="description"
          label={intl.formatMessage({ id: 'webhooks.description' })}
          description={intl.formatMessage({ id: 'webhooks.descriptionHint' })}
          value={description}
          onChange={(change) => setDescription(change.currentTarget.value)}
          maxLength={200}
          maw={560}
        />
        <EventCheckboxes
          events={events}
          value={chosen}
          onChange={setChosen}
          error={problems.events}
          firstBox={firstBox}
        />
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {intl.formatMessage({ id: 'common.cancel' })}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
