import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { invitationLink, invitationMessage } from './invitation-link';

describe('invitation link', () => {
  it('leads to onboarding, where pending invitations are listed', () => {
    expect(invitationLink('https://book.example')).toBe('https://book.example/t/onboarding/');
    expect(
      invitationMessage('Sunrise Yoga', 'sam@example.test', 'https://book.example', wordsIn('en')),
    ).toBe(
      'You are invited to join Sunrise Yoga. Sign up or sign in as sam@example.test, then accept the invitation: https://book.example/t/onboarding/',
    );
  });
});
