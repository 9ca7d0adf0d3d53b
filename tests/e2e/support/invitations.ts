import type { APIRequestContext } from '@playwright/test';
import { apiSession } from './apiSession';
import { DEMO_PASSWORDS } from './signIn';

const VERIFY_LINK = /https?:\/\/\S+#\/verify-email\?verification_url=\S+/;

interface DevMail {
  to: string;
  text: string;
}

/**
 * The verify-email links mailed to `address`, newest first (the dev outbox lists newest first), once
 * there are at least `atLeast`: a mail is composed a moment after the write that asked for it.
 */
export async function verificationLinksTo(
  request: APIRequestContext,
  address: string,
  atLeast = 1,
): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await (await request.get('/dev/mails.json')).json()) as DevMail[];
    const links = mails
      .filter((mail) => mail.to.includes(address))
      .map((mail) => VERIFY_LINK.exec(mail.text)?.[0])
      .filter((link): link is string => link !== undefined);
    if (links.length >= atLeast || Date.now() > deadline) return links;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A new doctor, created and invited by the admin as the lab does (the link lasts 60 minutes); answers
 * the invitation's link. A link works once (issue 26), so a spec that opens one invites its own
 * doctor rather than using dr.neu's, which onboarding.spec walks.
 */
export async function inviteDoctor(
  baseUrl: string,
  request: APIRequestContext,
  doctor: { vorname: string; nachname: string; email: string },
): Promise<string> {
  const admin = await apiSession(baseUrl, 'admin', DEMO_PASSWORDS.admin);
  const created = await admin('POST', '/api/users', {
    anrede: 'Frau',
    titel: 'Dr. med.',
    office_ids: [],
    ...doctor,
  });
  const { data } = (await created.json()) as { data: { id: number } };
  await admin('POST', `/api/users/${data.id}/invite`);
  const [link] = await verificationLinksTo(request, doctor.email);
  if (!link) throw new Error(`no invitation to ${doctor.email} in the dev outbox`);
  return link;
}
