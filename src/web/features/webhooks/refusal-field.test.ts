import { describe, expect, it } from 'vitest';
import { endpointFieldOf } from './refusal-field';

describe('endpointFieldOf', () => {
  it('puts an address refusal beside the address and an events refusal beside the events', () => {
    expect(endpointFieldOf('invalid_webhook_url')).toBe('url');
    expect(endpointFieldOf('webhook_address_not_allowed')).toBe('url');
    expect(endpointFieldOf('no_webhook_events')).toBe('events');
    expect(endpointFieldOf('unknown_webhook_event')).toBe('events');
    expect(endpointFieldOf('too_many_webhook_endpoints')).toBeNull();
    expect(endpointFieldOf('forbidden')).toBeNull();
  });
});
