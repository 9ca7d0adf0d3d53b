import { ApiRequestError } from '../api/ApiRequestError';
import { ensureCsrfCookie } from '../api/csrf';
import { request } from '../api/http';
import type { NewsletterPayload } from './newsletterPayload';

/**
 * The wizard's direct subscription (spec §4: it answers 201, or 409 when already subscribed). The
 * account page lists and changes subscriptions through the offline mirror and its actions instead.
 */

export type SubscribeOutcome = { kind: 'subscribed' } | { kind: 'alreadySubscribed'; message: string };

export async function subscribe(payload: NewsletterPayload): Promise<SubscribeOutcome> {
  await ensureCsrfCookie();
  try {
    await request('/api/newsletter/recipients', { method: 'POST', body: payload });
    return { kind: 'subscribed' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) {
      return { kind: 'alreadySubscribed', message: error.body?.message ?? '' };
    }
    throw error;
  }
}
