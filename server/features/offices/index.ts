/** Practices (Praxen). */
import { defineFeature } from '../../platform/feature/serverFeature';
import { officeEntity } from './officeEntity';
import { officeRoutes } from './officeRoutes';

export const officesFeature = defineFeature({
  name: 'offices',
  routes: [officeRoutes],
  syncEntities: { office: officeEntity },
});
