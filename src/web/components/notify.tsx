import { notifications } from '@mantine/notifications';
import { dataErrorMessage } from '../features/data/data-error';

// No separate title: Mantine greys a description under a title below the contrast WCAG AA asks for.
const closeButtonProps = { 'aria-label': 'Close the notification' };

/**
 * The notification that follows a change (DESIGN.md: every mutation says how it went). A refusal
 * keeps the database's own sentence (app.raise_error), which says why and what to do.
 */
export function notifySaved(message: string): void {
  notifications.show({ color: 'teal', message, closeButtonProps });
}

export function notifyFailed(error: unknown, title = 'That did not work'): void {
  const message =
    error instanceof Error
      ? error.message
      : dataErrorMessage(error as { code?: string; message?: string });
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
