/**
 * The dev outbox pages: GET /dev/mails (HTML) and GET /dev/mails.json, newest first. Registered only
 * with DEV_TOOLS on, and even then answered only to loopback callers (behind a trusted proxy: the
 * forwarded client): the outbox holds verification, reset and two-factor mails, so anyone else
 * reading it could take over an invited account. Everyone else gets the plain 404 of a missing
 * route. The page has no script and no inline style (the strict CSP forbids both); links in the
 * text bodies are made clickable.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/routeAccess';
import { notFound } from '../http/httpErrors';
import type { TrustProxy } from '../config/trustProxy';
import { isLoopbackCaller } from '../net/clientAddress';
import type { AppDb } from '../db/database';
import type { DevMail } from '../db/schema';
import { listDevMails } from './devOutbox';
import { escapeHtml } from './templates/layout';

const devMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** Escapes the text first; URLs in it are then safe to put into href as they are. */
export function linkify(text: string): string {
  return escapeHtml(text).replace(URL_PATTERN, (url) => `<a href="${url}">${url}</a>`);
}

function renderPage(mails: DevMail[]): string {
  const items = mails.map(
    (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p>An: ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt.toISOString())}</p>
<pre>${linkify(mail.text)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Dev-Postausgang | Kundencenter</title>
<link rel="stylesheet" href="/dev/mails.css"></head>
<body>
<h1>Dev-Postausgang</h1>
<p>Mails, die ohne SMTP_URL nicht versandt wurden, neueste zuerst. Nur mit DEV_TOOLS und nur für Aufrufe von diesem Rechner.</p>
${items.length > 0 ? items.join('\n<hr>\n') : '<p>Keine Mails.</p>'}
</body></html>
`;
}

/** A stylesheet of its own: the CSP allows styles from 'self' only, never inline. */
const STYLESHEET = `body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f6f6; padding: 1rem; }
`;

export const devMailRoutes: FastifyPluginAsyncZod<{ db: AppDb; trustProxy: TrustProxy }> = async (
  app,
  { db, trustProxy },
) => {
  // Encapsulated: the hook guards this plugin's routes only.
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackCaller(request, trustProxy)) throw notFound();
  });

  app.get(
    '/dev/mails.json',
    { config: access('guest'), schema: { response: { 200: z.array(devMailSchema) } } },
    async () =>
      (await listDevMails(db)).map((mail) => ({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        created_at: mail.createdAt.toISOString(),
      })),
  );

  app.get('/dev/mails.css', { config: access('guest') }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(STYLESHEET),
  );

  app.get('/dev/mails', { config: access('guest') }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(renderPage(await listDevMails(db))),
  );
};
