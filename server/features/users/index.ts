/** The administration of doctors (Benutzer). */
import { defineFeature } from '../../platform/feature/serverFeature';
import { usersMessages } from './messages';
import { doctorEntity } from './doctorEntity';
import { doctorRoutes } from './doctorRoutes';

export const usersFeature = defineFeature({
  name: 'users',
  messages: usersMessages,
  routes: [doctorRoutes],
  syncEntities: { doctor: doctorEntity },
});

export { isDoctorCondition } from './doctorRecords';
