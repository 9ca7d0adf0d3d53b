/** Questions on a report (Befundnachfragen) and their threads. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { reportDemandsMessages } from './messages';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { seedDemoDemandsAndInterpretations } from './demoReportDemands';
import { reportDemandEntity } from './reportDemandEntity';
import { reportDemandRoutes } from './reportDemandRoutes';

export const reportDemandsFeature = defineFeature({
  name: 'reportDemands',
  messages: reportDemandsMessages,
  routes: [reportDemandRoutes],
  syncEntities: { reportDemand: reportDemandEntity },
  demoSeed: async ({ db, now, reports }) => {
    // Demands and interpretations hang on the demo reports.
    if (reports)
      await writeWithChanges(db, (tx, emit) => seedDemoDemandsAndInterpretations(tx, { now, emit }));
  },
});

export { contactPersonFor } from './demandParticipants';
export { visibleDemands } from './reportDemandAccess';
