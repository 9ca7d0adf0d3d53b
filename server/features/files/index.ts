/** Downloading the attachments of system messages and workshops. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { fileRoutes } from './fileRoutes';

export const filesFeature = defineFeature({
  name: 'files',
  routes: [fileRoutes],
});
