import { html } from "hono/html";
import { listRecentEmails } from "../../../db/queries/outbox";
import type { TDeps } from "../../platform/dependencies";
import { mailboxText, type TMailboxRow } from "./dev-mailbox";

const SHOWN = 100;
const URL_PATTERN = /(https?:\/\/[^\s]+)/;

// Links in the text become anchors so a person can click them; everything else stays escaped text.
function bodyWithLinks(text: string) {
  return text.split(URL_PATTERN).map((part, index) => (index % 2 === 1 ? html`<a href="${part}">${part}</a>` : part));
}

function message(row: TMailboxRow) {
  const { subject, text, replyTo } = mailboxText(row);
  const time = new Date(row.sentAt ?? row.createdAt).toISOString();
  return html`<article aria-label="Email to ${row.to}: ${subject}">
  <h2>${subject}</h2>
  <dl>
    <dt>To</dt><dd>${row.to}</dd>
    ${replyTo ? html`<dt>Reply-To</dt><dd>${replyTo}</dd>` : ""}
    <dt>Time</dt><dd><time datetime="${time}">${time}</time></dd>
    <dt>Status</dt><dd>${row.status}</dd>
  </dl>
  <pre>${bodyWithLinks(text)}</pre>
</article>`;
}

// Locally the outbox is the inbox (docs/architecture.md#e-mail), which is how people and browser
// tests read codes and links. Newest first; each message is an article named "Email to {to}:
// {subject}".
export async function mailboxPage({ db }: TDeps) {
  const rows = await listRecentEmails(db, SHOWN);
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>MyPin dev mailbox</title></head>
<body>
<main>
<h1>Dev mailbox</h1>
<p>The ${SHOWN} newest e-mails in the outbox, newest first. Nothing here was sent anywhere.</p>
${rows.map(message)}
</main>
</body>
</html>`;
}
