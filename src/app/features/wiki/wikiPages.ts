/**
 * The lexicon's two pages as one lazy chunk: the route table loads them through one import, so the
 * login route's entry chunk carries one preload list for the lexicon instead of two.
 */
export { default as LexiconListPage } from './LexiconListPage';
export { default as LexiconEntryPage } from './LexiconEntryPage';
