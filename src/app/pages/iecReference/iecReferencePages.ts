/**
 * The iEC lexicon's pages and the sources page in one lazy chunk (issue 16): the lexicon cites
 * sources and links to them, and the route table loads all three through one import, so the login
 * route's entry chunk carries one preload list for them instead of two (docs/benchmarks.md).
 */
export { default as LexiconListPage } from '../../features/wiki/LexiconListPage';
export { default as LexiconEntryPage } from '../../features/wiki/LexiconEntryPage';
export { default as SourcesPage } from '../../features/iec/sources/SourcesPage';
