/** The iEC substance selection tool, its catalogue and its sources. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { iecMessages } from './messages';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { seedDemoIec } from './demo/seedDemoIec';
import { iecContentRoutes } from './iecContentRoutes';
import {
  iecSelectionEntity,
  iecSourceEntity,
  iecSubstanceEntity,
  iecSubstanceGroupEntity,
} from './iecEntities';
import { iecToolRoutes } from './iecToolRoutes';

export const iecFeature = defineFeature({
  name: 'iec',
  messages: iecMessages,
  routes: [iecContentRoutes, iecToolRoutes],
  syncEntities: {
    iecSource: iecSourceEntity,
    iecSubstanceGroup: iecSubstanceGroupEntity,
    iecSubstance: iecSubstanceEntity,
    iecSelection: iecSelectionEntity,
  },
  demoSeed: async ({ db }) => {
    await writeWithChanges(db, (tx, emit) => seedDemoIec(tx, emit));
  },
});

export { READ_ACCESS, WRITE_ACCESS, oneOf } from './iecContentRoutes';
export { requireSources } from './iecContentService';
export { catalogueChanged, catalogueDeleted } from './iecFeed';
export { type RecordFilter } from './iecRecords';
export { lexiconSearchText } from './iecSearchText';
