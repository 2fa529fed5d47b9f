/** Someone else who has the same screen open. */
export interface Viewer {
  userId: string;
  email: string;
}

/**
 * The other people in a channel's presence state (keyed by user id, one entry per open tab),
 * once each, by address; the viewer themself is left out, whichever tabs they have open.
 */
export function presentOthers(
  state: Record<string, { email?: unknown }[]>,
  me: string | undefined,
): Viewer[] {
  return Object.entries(state)
    .filter(([userId, tabs]) => userId !== me && tabs.length > 0)
    .map(([userId, tabs]) => ({
      userId,
      email: tabs.map((tab) => tab.email).find((email) => typeof email === 'string') ?? '',
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
}
