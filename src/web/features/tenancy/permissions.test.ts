import { describe, expect, it } from 'vitest';
import { may } from './permissions';

describe('may', () => {
  it('lets staff run the front desk but not the catalogue, money or settings', () => {
    expect(may('staff', 'manage_bookings')).toBe(true);
    expect(may('staff', 'manage_clients')).toBe(true);
    expect(may('staff', 'manage_services')).toBe(false);
    expect(may('staff', 'record_money')).toBe(false);
    expect(may('staff', 'manage_settings')).toBe(false);
    expect(may('staff', 'manage_calendars')).toBe(false);
    expect(may('staff', 'manage_webhooks')).toBe(false);
    expect(may('staff', 'read_audit_trail')).toBe(false);
  });

  it('lets admins manage services, staff, money and documents, not settings', () => {
    expect(may('admin', 'manage_services')).toBe(true);
    expect(may('admin', 'record_money')).toBe(true);
    expect(may('admin', 'manage_documents')).toBe(true);
    expect(may('admin', 'manage_calendars')).toBe(true);
    expect(may('admin', 'manage_webhooks')).toBe(true);
    expect(may('admin', 'read_audit_trail')).toBe(true);
    expect(may('admin', 'manage_settings')).toBe(false);
    expect(may('admin', 'manage_memberships')).toBe(false);
  });

  it('lets owners do everything', () => {
    expect(may('owner', 'manage_settings')).toBe(true);
    expect(may('owner', 'manage_memberships')).toBe(true);
    expect(may('owner', 'read_audit_trail')).toBe(true);
  });
});
