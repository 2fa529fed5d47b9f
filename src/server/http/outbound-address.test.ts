import { describe, expect, test } from 'vitest';
import { mayReach, reachableAddress } from './outbound-address.ts';

const trial = { allowLoopback: true, deployment: false };
const deployment = { allowLoopback: false, deployment: true };
const reach = (text: string, policy = deployment) => mayReach(new URL(text), policy);

describe('outbound addresses', () => {
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
    expect((await reachableAddress(' https://caldav.example/dav/ ', deployment))?.href).toBe(
      'https://caldav.example/dav/',
    );
    expect(await reachableAddress('not an address', trial)).toBeNull();
    expect(await reachableAddress('https://localhost/', deployment)).toBeNull();
    expect(
      await reachableAddress('https://localhost/', { allowLoopback: true, deployment: true }),
    ).not.toBeNull();
  });

  test('lets webhooks reach private networks only where the operator allows them', async () => {
    const webhooks = { allowLoopback: false, deployment: true };
    const everywhere = { allowLoopback: true, deployment: true, allowPrivate: true };
    expect(reach('http://10.0.0.7:8080/hook', webhooks)).toBe(false);
    expect(reach('https://10.0.0.7/hook', webhooks)).toBe(false);
    expect(reach('http://10.0.0.7:8080/hook', everywhere)).toBe(true);
    expect(reach('http://[fe80::1]/hook', everywhere)).toBe(true);
    expect(reach('https://ann:secret@10.0.0.7/', everywhere)).toBe(false);
    expect(await reachableAddress('http://localhost:9000/', everywhere)).not.toBeNull();
    expect(await reachableAddress('https://localhost/', webhooks)).toBeNull();
  });
});
