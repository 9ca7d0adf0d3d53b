/** The iEC lexicon. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { iecLexiconEntryEntity } from './lexiconEntity';
import { lexiconRoutes } from './lexiconRoutes';

export const wikiFeature = defineFeature({
  name: 'wiki',
  routes: [lexiconRoutes],
  syncEntities: { iecLexiconEntry: iecLexiconEntryEntity },
});
