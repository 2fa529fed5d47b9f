import { describe, expect, test } from 'vitest';
import { calendarAddress, mayReach } from './calendar-address.ts';

const trial = { allowLoopback: true, deployment: false };
const deployment = { allowLoopback: false, deployment: true };
const reach = (text: string, policy = deployment) => mayReach(new URL(text), policy);

describe('calendar addresses', () => {
  test('takes https, and http only to this machine where allowed', () => {
    expect(reach('https://caldav.fastmail.com/')).toBe(true);
    expect(reach('http://caldav.fastmail.com/', trial)).toBe(false);
    expect(reach('http://127.0.0.1:5232/', trial)).toBe(true);
    expect(reach('http://localhost:5232/')).toBe(false);
    expect(reach('ftp://127.0.0.1/', trial)).toBe(false);
    expect(reach('https://ann:secret@caldav.example/', trial)).toBe(false);
  });

  test('keeps a deployment out of its own network, by number', () => {
    for (const inside of [
      'https://10.1.2.3/',
      'https://192.168.0.5/',
      'https://169.254.169.254/',
      'https://[::1]/',
      'https://[fd00::1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://127.0.0.1/',
    ]) {
      expect(reach(inside)).toBe(false);
    }
    expect(reach('https://10.1.2.3/', trial)).toBe(true);
    expect(reach('https://127.0.0.1/', { allowLoopback: true, deployment: true })).toBe(true);
  });

  test('reads what a staff member typed, and refuses names that lead inside', async () => {
    expect((await calendarAddress(' https://caldav.example/dav/ ', deployment))?.href).toBe(
      'https://caldav.example/dav/',
    );
    expect(await calendarAddress('not an address', trial)).toBeNull();
    expect(await calendarAddress('https://localhost/', deployment)).toBeNull();
    expect(
      await calendarAddress('https://localhost/', { allowLoopback: true, deployment: true }),
    ).not.toBeNull();
  });
});
