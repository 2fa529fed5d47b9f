import type { HubEvent } from './realtime-hub.ts';

/**
 * Hub events as JSON text for another process (notify-bus.ts), with a broadcast's bytes as
 * base64, and back.
 */

export function hubEventToJson(event: HubEvent): string {
  return JSON.stringify(event, (_key, value: unknown) =>
    value instanceof Uint8Array ? { $bytes: Buffer.from(value).toString('base64') } : value,
  );
}

export function hubEventFromJson(text: string): HubEvent {
  return JSON.parse(text, (_key, value: unknown) => {
    const bytes = (value as { $bytes?: unknown } | null)?.$bytes;
    return typeof bytes === 'string' && Object.keys(value as object).length === 1
      ? new Uint8Array(Buffer.from(bytes, 'base64'))
      : value;
  }) as HubEvent;
}
