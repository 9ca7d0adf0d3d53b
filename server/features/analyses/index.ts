/** The catalogue of analyses a practice orders from, and its profiles (issue 28). */
import { defineFeature } from '../../platform/feature/serverFeature';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { analysisEntity, analysisProfileEntity } from './analysisEntities';
import { analysisRoutes } from './analysisRoutes';
import { seedDemoAnalyses } from './demo/seedDemoAnalyses';
import { analysesMessages } from './messages';

export const analysesFeature = defineFeature({
  name: 'analyses',
  messages: analysesMessages,
  routes: [analysisRoutes],
  syncEntities: { analysis: analysisEntity, analysisProfile: analysisProfileEntity },
  demoSeed: async ({ db, now }) => {
    await writeWithChanges(db, (tx, emit) => seedDemoAnalyses(tx, emit, now));
  },
});

/** For the orders feature: the catalogue's records by id, withdrawn ones included. */
export { analysesById, profilesById } from './analysisRecords';
