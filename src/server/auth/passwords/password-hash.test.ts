import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashes', () => {
  it('verifies its own hashes and refuses other passwords', async () => {
    const passwordHash = await hashPassword('correct horse');
    expect(passwordHash).toMatch(/^\$2[ab]\$10\$/);
    expect(await verifyPassword('correct horse', passwordHash)).toBe(true);
    expect(await verifyPassword('wrong horse', passwordHash)).toBe(false);
  });

  it('verifies a $2a$ hash as Supabase exports them', async () => {
    // A published bcrypt test vector (OpenBSD's), in the $2a$ form Supabase exports.
    const exported = '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW';
    expect(await verifyPassword('U*U', exported)).toBe(true);
    expect(await verifyPassword('U*V', exported)).toBe(false);
  });
});
