import { ApiRequestError } from '../api/ApiRequestError';
import { ensureCsrfCookie } from '../api/csrf';
import { request } from '../api/http';
import { NewsletterStatus, newsletterRecipientRecordSchema } from '../../contract/newsletter';
import type { NewsletterPayload } from './newsletterPayload';

/**
 * The wizard's direct subscription (spec §4: it answers 201, or 409 when already subscribed; a
 * 201 for someone else's address is pending until its owner confirms, issue 26). The
 * account page lists and changes subscriptions through the offline mirror and its actions instead.
 */

export type SubscribeOutcome =
  | { kind: 'subscribed' }
  /** Someone else's address: its owner confirms by mail first (issue 26). */
  | { kind: 'pending'; email: string }
  | { kind: 'alreadySubscribed'; message: string };

export async function subscribe(payload: NewsletterPayload): Promise<SubscribeOutcome> {
  await ensureCsrfCookie();
  try {
    const body = await request<{ data: unknown }>('/api/newsletter/recipients', {
      method: 'POST',
      body: payload,
    });
    const { status, email } = newsletterRecipientRecordSchema.parse(body.data);
    return status === NewsletterStatus.pending ? { kind: 'pending', email } : { kind: 'subscribed' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) {
      return { kind: 'alreadySubscribed', message: error.body?.message ?? '' };
    }
    throw error;
  }
}
