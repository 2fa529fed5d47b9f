import { compare, hash } from 'bcryptjs';

// Supabase's cost; its exported $2a$/$2b$ hashes of any cost verify too.
const cost = 10;

export function hashPassword(password: string): Promise<string> {
  return hash(password, cost);
}

export function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  return compare(password, passwordHash);
}
