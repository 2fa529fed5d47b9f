import type { MessageId } from '@shared/i18n/message-ids.ts';

/**
 * An endpoint's state as its badge says it: on; on but failing (its deliveries are being
 * retried); turned off by a person; or switched off by the server because it kept failing.
 */
export type EndpointState = 'on' | 'failing' | 'off' | 'switched_off';

export function endpointState(endpoint: {
  enabled: boolean | null;
  disabled_reason: string | null;
  failing_since: string | null;
}): EndpointState {
  if (endpoint.enabled) return endpoint.failing_since === null ? 'on' : 'failing';
  return endpoint.disabled_reason === 'failing' ? 'switched_off' : 'off';
}

/**
 * Each state's badge (its word and colour) and its sentence, which says what to do; `{when}` in
 * the sentence is the time it began failing or was switched off.
 */
export const stateWords = {
  on: { label: 'webhooks.stateOn', text: 'webhooks.stateOnText', color: 'teal' },
  failing: { label: 'webhooks.stateFailing', text: 'webhooks.stateFailingText', color: 'orange' },
  off: { label: 'webhooks.stateOff', text: 'webhooks.stateOffText', color: 'gray' },
  switched_off: {
    label: 'webhooks.stateSwitchedOff',
    text: 'webhooks.stateSwitchedOffText',
    color: 'red',
  },
} as const satisfies Record<EndpointState, { label: MessageId; text: MessageId; color: string }>;

/** The time a state's sentence names: when failing began, or when it was switched off. */
export function stateSince(
  state: EndpointState,
  endpoint: { failing_since: string | null; disabled_at: string | null },
): string | null {
  if (state === 'failing') return endpoint.failing_since;
  if (state === 'switched_off') return endpoint.disabled_at;
  return null;
}
