import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { spaWords } from '@/i18n/spa-language';
import { dataErrorMessage } from '../features/data/data-error';

// These run outside React (after a mutation), so their own words come from the language shown
// now (spaWords); the notification itself renders inside the app's language.

// No separate title: Mantine greys a description under a title below the contrast WCAG AA asks for.
const closeButtonProps = () => ({
  'aria-label': spaWords().formatMessage({ id: 'common.closeNotification' }),
});

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/**
 * The notification that follows a change (DESIGN.md: every mutation says how it went), in the
 * reader's words. A refusal keeps the database's own sentence (app.raise_error), which says why
 * and what to do.
 */
export function notifySaved(message: string, color: 'teal' | 'yellow' = 'teal'): void {
  notifications.show({ color, message, closeButtonProps: closeButtonProps() });
}

/**
 * Why a change did not happen: a sentence already written for people, or the error itself,
 * after `title` (what did not happen, in the reader's words; "That did not work" when not given).
 */
export function notifyFailed(reason: unknown, title?: string): void {
  const message =
    typeof reason === 'string'
      ? reason
      : reason instanceof Error
        ? reason.message
        : dataErrorMessage(reason as { code?: string; message?: string });
  notifications.show({
    color: 'red',
    message: (
      <FormattedMessage
        id="common.failedNotice"
        values={{
          title: title ?? spaWords().formatMessage({ id: 'common.failedTitle' }),
          message,
          strong,
        }}
      />
    ),
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  });
}

/**
 * The notification of a change that can be undone for a while (issue 38): its message and an
 * Undo button, shown for ten seconds. Undoing says how it went, as any change does.
 */
export function notifySavedWithUndo(message: string, undo: () => Promise<unknown>): void {
  const id = notifications.show({
    color: 'teal',
    autoClose: 10_000,
    closeButtonProps: closeButtonProps(),
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            undo().then(
              () => notifySaved(spaWords().formatMessage({ id: 'common.undone' })),
              (refused: unknown) =>
                notifyFailed(refused, spaWords().formatMessage({ id: 'common.notUndone' })),
            );
          }}
        >
          <FormattedMessage id="common.undo" />
        </Button>
      </Group>
    ),
  });
}
