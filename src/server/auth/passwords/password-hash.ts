import { randomUUID } from 'node:crypto';
import { compare, hash } from 'bcryptjs';

// Supabase's cost; its exported $2a$/$2b$ hashes of any cost verify too.
const cost = 10;

export function hashPassword(password: string): Promise<string> {
  return hash(password, cost);
}

export function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  return compare(password, passwordHash);
}

let decoy: Promise<string> | undefined;

/**
 * A hash of no one's password, compared when an address has no account (or no password), so
 * that answering takes one bcrypt comparison either way and timing does not tell them apart.
 */
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomUUID());
  return decoy;
}
