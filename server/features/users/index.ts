/** The administration of doctors (Benutzer). */
import { defineFeature } from '../../platform/feature/serverFeature';
import { doctorEntity } from './doctorEntity';
import { doctorRoutes } from './doctorRoutes';

export const usersFeature = defineFeature({
  name: 'users',
  routes: [doctorRoutes],
  syncEntities: { doctor: doctorEntity },
});

export { isDoctorCondition } from './doctorRecords';
