/** Reading the dev outbox in tests: the newest mail to an address, and the links in a text. */
import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../platform/db/database';
import { devMails, type DevMail } from '../platform/db/schema';

/**
 * Mail is composed a moment after the write that asked for it (mailIntents.ts): this waits up to
 * `timeoutMs` for the first mail to `to`, then answers the newest.
 */
export async function latestOutboxMail(db: AppDb, to: string, timeoutMs = 5_000): Promise<DevMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = await db
      .select()
      .from(devMails)
      .where(eq(devMails.to, to))
      .orderBy(desc(devMails.id))
      .limit(1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in the dev outbox`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

/** The API link inside the SPA verify-email link of a verification mail. */
export function verificationApiUrl(text: string): string {
  const spaLink = linksIn(text).find((link) => link.includes('/#/verify-email?'));
  if (!spaLink) throw new Error('no verify-email link in the mail');
  const apiUrl = new URL(spaLink.replace('/#/', '/')).searchParams.get('verification_url');
  if (!apiUrl) throw new Error('the verify-email link carries no verification_url');
  return apiUrl;
}

/** The path and query of an absolute URL, for fastify.inject. */
export const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
