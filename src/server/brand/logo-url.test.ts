import { describe, expect, it } from 'vitest';
import { logoUrl } from './logo-url.ts';

describe('logoUrl', () => {
  it('is the public download of the business-brand bucket, each segment encoded', () => {
    expect(logoUrl('https://api.example', 'a1/logo 1#.png')).toBe(
      'https://api.example/storage/v1/object/public/business-brand/a1/logo%201%23.png',
    );
  });
});
