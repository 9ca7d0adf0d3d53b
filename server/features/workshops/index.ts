/** Workshops (Schulungen) and their bookings. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { workshopsMessages } from './messages';
import { seedDemoWorkshops } from './demoWorkshops';
import { workshopEntity, workshopRegistrationEntity } from './workshopEntities';
import { workshopPromotedMailKind } from './workshopNotices';
import { workshopRoutes } from './workshopRoutes';

export const workshopsFeature = defineFeature({
  name: 'workshops',
  messages: workshopsMessages,
  routes: [workshopRoutes],
  syncEntities: { workshop: workshopEntity, workshopRegistration: workshopRegistrationEntity },
  mails: [workshopPromotedMailKind],
  demoSeed: ({ db, now, attachments }) => seedDemoWorkshops(db, { attachments, now }),
});
