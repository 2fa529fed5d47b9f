import { messageActions, type MailboxMessage } from './mailbox-messages.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function linkified(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The HTML version and the attachments of an email, as links. */
function extras(message: MailboxMessage): string {
  const base = `/mailbox/messages/${encodeURIComponent(message.id)}`;
  const links = [
    ...(message.html === null ? [] : [`<li><a href="${base}/html">HTML version</a></li>`]),
    ...message.attachments.map(
      (attachment, index) =>
        `<li><a href="${base}/attachments/${index}" download="${escapeHtml(attachment.filename)}">${escapeHtml(attachment.filename)}</a> (${escapeHtml(attachment.content_type.split(';')[0] ?? '')})</li>`,
    ),
  ];
  return links.length === 0
    ? ''
    : `<ul class="extras" aria-label="Versions and attachments">${links.join('')}</ul>`;
}

function messageHtml(message: MailboxMessage): string {
  const { code } = messageActions(message.text);
  return `<article>
  <header><h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">${message.channel === 'sms' ? 'SMS' : 'Email'} to
    <a href="?to=${encodeURIComponent(message.to)}">${escapeHtml(message.to)}</a>,
    <time datetime="${message.created_at.toISOString()}">${message.created_at.toISOString()}</time></p></header>
  ${code === undefined ? '' : `<p>Code: <strong class="code">${code}</strong></p>`}
  <pre>${linkified(message.text)}</pre>
  ${extras(message)}
</article>`;
}

/** The embedded mailbox as one HTML page: every message, newest first, links clickable. */
export function mailboxPage(messages: MailboxMessage[], to: string | undefined): string {
  const title = to === undefined ? 'Mailbox' : `Mailbox: ${to}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}
h2{font-size:1.1rem;margin-bottom:0}.meta{color:#555;margin-top:.25rem}
pre{white-space:pre-wrap;word-break:break-all}.code{font-size:1.4rem;letter-spacing:.2em}
a{color:#1c5fb8}
</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p>Emails and text messages this server would have sent. ${to === undefined ? '' : '<a href="/mailbox">Show all</a>'}</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : messages.map(messageHtml).join('\n')}
</main></body></html>`;
}
