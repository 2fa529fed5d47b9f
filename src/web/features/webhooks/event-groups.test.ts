import { webhookEvents, webhookTestEvent } from '@shared/webhook-events.ts';
import { describe, expect, it } from 'vitest';
import { eventWords, groupChoice, groupEvents, toggleEvents } from './event-groups';

const order = ['booking.created', 'booking.cancelled', 'client.created', 'client.updated'];

describe('groupEvents', () => {
  it('puts each event in its group, in the groups’ order, and leaves out empty groups', () => {
    const groups = groupEvents(['client.created', 'booking.created', 'booking.cancelled']);
    expect(groups.map(({ group, events }) => [group, events])).toEqual([
      ['booking', ['booking.created', 'booking.cancelled']],
      ['client', ['client.created']],
    ]);
    expect(groups[0]?.all).toBe('webhooks.allBooking');
  });

  it('leaves out the test ping and names of no group', () => {
    expect(groupEvents(['webhook.test', 'bookingcreated'])).toEqual([]);
  });
});

describe('eventWords', () => {
  it('has a label and an explanation for every event of the contract, and puts each in a group', () => {
    for (const event of webhookEvents) expect(eventWords(event)?.text).toBeDefined();
    expect(groupEvents(webhookEvents).flatMap((group) => group.events)).toEqual([...webhookEvents]);
    expect(eventWords(webhookTestEvent)?.label).toBe('webhooks.eventWebhookTest');
  });

  it('has a label and an explanation for an event, a label only for the test ping', () => {
    expect(eventWords('membership.payment_failed')).toEqual({
      label: 'webhooks.eventMembershipPaymentFailed',
      text: 'webhooks.eventMembershipPaymentFailedText',
    });
    expect(eventWords('webhook.test')).toEqual({ label: 'webhooks.eventWebhookTest' });
  });

  it('is null for a name it does not know, also one of an object’s own properties', () => {
    expect(eventWords('booking.exploded')).toBeNull();
    expect(eventWords('booking')).toBeNull();
    expect(eventWords('constructor.name')).toBeNull();
    expect(eventWords('booking.hasOwnProperty')).toBeNull();
  });
});

describe('groupChoice and toggleEvents', () => {
  const bookings = ['booking.created', 'booking.cancelled'];

  it('says whether all, some or none of a group is chosen', () => {
    expect(groupChoice(bookings, ['booking.created', 'booking.cancelled'])).toBe('all');
    expect(groupChoice(bookings, ['booking.cancelled', 'client.created'])).toBe('some');
    expect(groupChoice(bookings, ['client.created'])).toBe('none');
  });

  it('chooses the whole group when some or none of it was, keeping the others, in order', () => {
    expect(toggleEvents(['client.updated', 'booking.cancelled'], bookings, order)).toEqual([
      'booking.created',
      'booking.cancelled',
      'client.updated',
    ]);
    expect(toggleEvents([], bookings, order)).toEqual(bookings);
  });

  it('clears the whole group when all of it was chosen', () => {
    expect(toggleEvents([...bookings, 'client.created'], bookings, order)).toEqual([
      'client.created',
    ]);
  });

  it('turns one event on and off', () => {
    expect(toggleEvents(['client.updated'], ['booking.created'], order)).toEqual([
      'booking.created',
      'client.updated',
    ]);
    expect(toggleEvents(['booking.created', 'client.updated'], ['booking.created'], order)).toEqual(
      ['client.updated'],
    );
  });
});
