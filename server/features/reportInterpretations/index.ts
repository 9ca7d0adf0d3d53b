/** Requests for an interpretation appointment (Befundbesprechung). */
import { defineFeature } from '../../platform/feature/serverFeature';
import { reportInterpretationsMessages } from './messages';
import { interpretationRoutes } from './interpretationRoutes';
import { reportInterpretationEntity } from './reportInterpretationEntity';

export const reportInterpretationsFeature = defineFeature({
  name: 'reportInterpretations',
  messages: reportInterpretationsMessages,
  routes: [interpretationRoutes],
  syncEntities: { reportInterpretation: reportInterpretationEntity },
});

export { interpretationScopes, readInterpretations } from './interpretationRecords';
