/** The catalogue of analyses a practice orders from (issue 28). */
import { defineFeature } from '../../platform/feature/serverFeature';
import { numericIdEntity } from '../../platform/sync/syncEntityDefinition';

// Skeleton of the lead's contract commit: the catalogue helper replaces these with the real entities.
export const analysesFeature = defineFeature({
  name: 'analyses',
  syncEntities: {
    analysis: numericIdEntity(async () => []),
    analysisProfile: numericIdEntity(async () => []),
  },
});
