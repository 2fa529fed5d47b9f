import { describe, expect, it } from 'vitest';
import { authEmail, authSms } from './message-templates.ts';

describe('auth messages', () => {
  it('puts the link and the code in both the text and the HTML', () => {
    const link = 'http://localhost:3000/auth/v1/verify?token=abc&type=signup&redirect_to=x&y';
    const message = authEmail('confirmation', { to: 'ann@example.com', code: '123456', link });
    expect(message).toMatchObject({ channel: 'email', to: 'ann@example.com' });
    expect(message.subject).toBe('Confirm your email address');
    expect(message.text).toContain(link);
    expect(message.text).toContain('123456');
    expect(message.html).toContain('href="http://localhost:3000/auth/v1/verify?token=abc&#38;type');
    expect(message.html).toContain('<strong>123456</strong>');
  });

  it('sends only a code for reauthentication', () => {
    const message = authEmail('reauthentication', { to: 'a@b.co', code: '654321', link: 'x' });
    expect(message.text).not.toContain(': x');
    expect(message.html).not.toContain('href');
    expect(message.text).toContain('654321');
  });

  it('writes an SMS with the code', () => {
    expect(authSms('15555550100', '111222')).toMatchObject({
      channel: 'sms',
      text: 'Your code is 111222',
    });
  });
});
