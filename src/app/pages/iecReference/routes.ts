import type { ComponentType } from 'react';
import type * as IecReferencePages from './iecReferencePages';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

/** The iEC lexicon's pages and the sources page share one chunk (iecReferencePages.ts) and one import. */
const iecReferencePage = (name: keyof typeof IecReferencePages) => (): Promise<{ default: ComponentType }> =>
  import('./iecReferencePages').then((pages) => ({ default: pages[name] }));

export const iecReferencePageRoutes = [
  {
    name: 'iec-wiki',
    path: routePaths['iec-wiki'],
    titleKey: 'routes.iecLexicon',
    layout: 'backend',
    sidebarIcon: 'lexicon',
    page: iecReferencePage('LexiconListPage'),
  },
  {
    name: 'iec-wiki-entry',
    path: routePaths['iec-wiki-entry'],
    titleKey: 'routes.iecLexiconEntry',
    layout: 'backend',
    page: iecReferencePage('LexiconEntryPage'),
  },
  {
    name: 'sources',
    path: routePaths['sources'],
    titleKey: 'routes.sources',
    layout: 'backend',
    page: iecReferencePage('SourcesPage'),
  },
] as const satisfies readonly AppRoute[];
