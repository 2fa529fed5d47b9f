import type { UnsubscribeLink } from './queries';

/** The unsubscribe screen's heading and its sentence for what the link stands for now. */
export function unsubscribeLinkText(link: UnsubscribeLink): { title: string; text: string } {
  if (link.state === 'unknown') {
    return {
      title: 'This link is not one we sent',
      text: 'It may be mistyped or cut short: open the link from the email again, whole. You can also turn reminders off in Settings once you sign in.',
    };
  }
  if (link.reminders_off) {
    return {
      title: 'Reminders are off',
      text: `${link.business} will not send you reminders before your sessions. You still get an email when you book, cancel or join a waitlist, and when a session is cancelled or moved. To have reminders again, turn them on in Settings.`,
    };
  }
  return {
    title: 'Stop reminders?',
    text: `${link.business} sends you a reminder before each session. Turning them off stops those reminders only: you still get an email when you book, cancel or join a waitlist, and when a session is cancelled or moved.`,
  };
}
