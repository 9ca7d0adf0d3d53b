/** Workshops (Schulungen) and their bookings. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { workshopEntity, workshopRegistrationEntity } from './workshopEntities';
import { workshopRoutes } from './workshopRoutes';

export const workshopsFeature = defineFeature({
  name: 'workshops',
  routes: [workshopRoutes],
  syncEntities: { workshop: workshopEntity, workshopRegistration: workshopRegistrationEntity },
});

export { bookWorkshop } from './workshopBooking';
export { createWorkshop } from './workshopService';
