/** The global search. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { searchRoutes } from './searchRoutes';

export const searchFeature = defineFeature({
  name: 'search',
  routes: [searchRoutes],
});
