import type { PushSubscriptionRecord } from '../../contract/push';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

/** The user's push subscriptions (issue 29), one per device, without keys: the account page lists them. */
export type PushSubscriptionRow = Mirrored<PushSubscriptionRecord>;

export const pushTables = mirrorConcept<{ pushSubscription: PushSubscriptionRow }>({
  stores: {
    /** Issue 29: by endpoint, so a device finds its own. */
    11: { pushSubscription: 'id, endpoint' },
  },
});
