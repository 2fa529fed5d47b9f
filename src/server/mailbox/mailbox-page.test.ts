import { describe, expect, it } from 'vitest';
import { messageActions } from './mailbox-messages.ts';
import { mailboxPage } from './mailbox-page.ts';

const message = {
  id: 'm1',
  channel: 'email' as const,
  to: 'ann@example.com',
  subject: 'Confirm <your> email',
  text: 'Confirm: http://localhost:3000/auth/v1/verify?token=abc&type=signup\n\nYour code: 123456',
  html: null,
  attachments: [],
  created_at: new Date('2026-01-01T10:00:00.000Z'),
};

describe('the mailbox page', () => {
  it('finds the links and the code of a message', () => {
    expect(messageActions(message.text)).toEqual({
      links: ['http://localhost:3000/auth/v1/verify?token=abc&type=signup'],
      code: '123456',
    });
  });

  it('takes no code from the digits of a link', () => {
    expect(messageActions('Take it: http://x.test/offer?token=ab-123456-cd').code).toBeUndefined();
  });

  it('lists messages with escaped text, clickable links and the code', () => {
    const html = mailboxPage([message], undefined);
    expect(html).toContain('Confirm &#60;your&#62; email');
    expect(html).toContain(
      '<a href="http://localhost:3000/auth/v1/verify?token=abc&#38;type=signup">',
    );
    expect(html).toContain('<strong class="code">123456</strong>');
    expect(mailboxPage([], 'x@y.z')).toContain('No messages yet.');
  });

  it('links the HTML version and each attachment of an email', () => {
    const html = mailboxPage(
      [
        {
          ...message,
          html: '<p>Hi</p>',
          attachments: [{ filename: 'booking.ics', content_type: 'text/calendar; method=REQUEST' }],
        },
      ],
      undefined,
    );
    expect(html).toContain('<a href="/mailbox/messages/m1/html">HTML version</a>');
    expect(html).toContain(
      '<a href="/mailbox/messages/m1/attachments/0" download="booking.ics">booking.ics</a> (text/calendar)',
    );
  });
});
