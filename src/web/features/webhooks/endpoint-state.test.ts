import { describe, expect, it } from 'vitest';
import { endpointState, stateSince } from './endpoint-state';

const endpoint = {
  enabled: true,
  disabled_reason: null,
  failing_since: null,
  disabled_at: null,
};

describe('endpointState', () => {
  it('is on, or failing once deliveries have failed since a time', () => {
    expect(endpointState(endpoint)).toBe('on');
    expect(endpointState({ ...endpoint, failing_since: '2026-11-29T10:00:00Z' })).toBe('failing');
  });

  it('is off when a person turned it off, switched off when the server did', () => {
    expect(endpointState({ ...endpoint, enabled: false })).toBe('off');
    expect(endpointState({ ...endpoint, enabled: false, disabled_reason: 'failing' })).toBe(
      'switched_off',
    );
  });
});

describe('stateSince', () => {
  const dated = {
    failing_since: '2026-11-28T10:00:00Z',
    disabled_at: '2026-11-29T10:00:00Z',
  };

  it('names when failing began, or when the endpoint was switched off', () => {
    expect(stateSince('failing', dated)).toBe(dated.failing_since);
    expect(stateSince('switched_off', dated)).toBe(dated.disabled_at);
    expect(stateSince('on', dated)).toBeNull();
    expect(stateSince('off', dated)).toBeNull();
  });
});
