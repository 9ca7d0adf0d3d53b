import { newsletterRecipientRecordSchema, type NewsletterRecipient } from '../../contract/newsletter';
import { ApiRequestError } from '../api/ApiRequestError';
import { ensureCsrfCookie } from '../api/csrf';
import { request } from '../api/http';
import type { NewsletterPayload } from './newsletterPayload';

/** The newsletter calls of spec §7: subscribe (201, or 409 when already subscribed), list, delete. */

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

export async function listRecipients(): Promise<NewsletterRecipient[]> {
  const body = await request<{ data: unknown }>('/api/newsletter/recipients');
  return newsletterRecipientRecordSchema.array().parse(body.data);
}

export async function deleteRecipient(id: number): Promise<void> {
  await ensureCsrfCookie();
  await request(`/api/newsletter/recipients/${id}`, { method: 'DELETE' });
}
