import { notifications } from '@mantine/notifications';

// Every mutation of the clients screens says how it went. The close button gets a name, which
// Mantine's notifications do not give it (axe: button-name).
const closeButtonProps = { 'aria-label': 'Close the message' };

export function notifyDone(message: string, color: 'green' | 'yellow' = 'green') {
  notifications.show({ color, message, closeButtonProps });
}

export function notifyFailed(title: string, message: string) {
  notifications.show({ color: 'red', title, message, closeButtonProps });
}
