/** Questions on a report (Befundnachfragen) and their threads. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { reportDemandEntity } from './reportDemandEntity';
import { reportDemandRoutes } from './reportDemandRoutes';

export const reportDemandsFeature = defineFeature({
  name: 'reportDemands',
  routes: [reportDemandRoutes],
  syncEntities: { reportDemand: reportDemandEntity },
});

export { contactPersonFor, displayName } from './demandParticipants';
export { createTicketFromDemand } from './demandToTicket';
export { visibleDemands } from './reportDemandAccess';
export { readDemandRecords } from './reportDemandRecords';
export { emitDemand } from './reportDemandService';
