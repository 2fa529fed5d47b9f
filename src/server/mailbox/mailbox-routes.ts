import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { ApiTokenVerifier } from '../auth/api-token/api-token-verifier.ts';
import {
  listMailboxMessages,
  mailboxAttachment,
  mailboxHtml,
  messageActions,
} from './mailbox-messages.ts';
import { mailboxPage } from './mailbox-page.ts';
import { serviceRoleOnly } from '../http/service-role-only.ts';
import { isUuid } from '../../shared/uuid.ts';

/**
 * /mailbox: the messages the server kept instead of sending (no SMTP_URL, no SMS gateway).
 * The page is for people trying the app on their own machine; the JSON is for scripts and
 * tests holding the service_role key. Where others can reach the server (a deployment whose
 * operator turned the mailbox on), every part of it answers only to that key: the messages
 * carry sign-in codes and links.
 */
export function registerMailboxRoutes(
  app: Hono,
  db: Database,
  verifyApiToken: ApiTokenVerifier,
  options: { serviceRoleOnly: boolean },
): void {
  if (options.serviceRoleOnly) {
    // '/mailbox/*' covers '/mailbox' itself too.
    app.use('/mailbox/*', serviceRoleOnly(verifyApiToken));
  }

  app.get('/mailbox', async (c) => {
    const to = c.req.query('to') || undefined;
    c.header('Cache-Control', 'no-store');
    return c.html(mailboxPage(await listMailboxMessages(db, to), to));
  });

  // What a kept email carries besides its text: the page links to these.
  // Ids and positions of another shape name nothing: 404, never a value the database refuses.
  app.get('/mailbox/messages/:id/html', async (c) => {
    const id = c.req.param('id');
    const html = isUuid(id) ? await mailboxHtml(db, id) : undefined;
    if (html === undefined) return c.text('There is no such message.', 404);
    c.header('Cache-Control', 'no-store');
    return c.html(html);
  });
  app.get('/mailbox/messages/:id/attachments/:index', async (c) => {
    const id = c.req.param('id');
    const index = c.req.param('index');
    const attachment =
      isUuid(id) && /^\d{1,6}$/.test(index)
        ? await mailboxAttachment(db, id, Number(index))
        : undefined;
    if (attachment === undefined) return c.text('There is no such attachment.', 404);
    return c.body(new Uint8Array(attachment.content), 200, {
      'Content-Type': attachment.contentType,
      'Content-Disposition': `attachment; filename="${attachment.filename.replace(/["\\\r\n]/g, '_')}"`,
      'Cache-Control': 'no-store',
    });
  });

  app.get('/mailbox/api/messages', serviceRoleOnly(verifyApiToken), async (c) => {
    const messages = await listMailboxMessages(db, c.req.query('to') || undefined);
    return c.json({
      messages: messages.map((message) => ({
        ...message,
        created_at: message.created_at.toISOString(),
        ...messageActions(message.text),
      })),
    });
  });
}
