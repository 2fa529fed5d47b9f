import { notifications } from '@mantine/notifications';
import { dataErrorMessage } from '../features/data/data-error';

// No separate title: Mantine greys a description under a title below the contrast WCAG AA asks for.
const closeButtonProps = { 'aria-label': 'Close the notification' };

/**
 * The notification that follows a change (DESIGN.md: every mutation says how it went). A refusal
 * keeps the database's own sentence (app.raise_error), which says why and what to do.
 */
export function notifySaved(message: string, color: 'teal' | 'yellow' = 'teal'): void {
  notifications.show({ color, message, closeButtonProps });
}

/** Why a change did not happen: a sentence already written for people, or the error itself. */
export function notifyFailed(reason: unknown, title = 'That did not work'): void {
  const message =
    typeof reason === 'string'
      ? reason
      : reason instanceof Error
        ? reason.message
        : dataErrorMessage(reason as { code?: string; message?: string });
  notifications.show({
    color: 'red',
    message: (
      <>
        <strong>{title}.</strong> {message}
      </>
    ),
    autoClose: 8000,
    closeButtonProps,
  });
}
