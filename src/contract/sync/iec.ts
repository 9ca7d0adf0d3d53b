export const iecSyncEntities = {
  /** Issue 16, scope `all`, keyed by id: the iEC reference list, groups, substances, lexicon (../iec.ts records). */
  iecSource: 'iecSource',
  iecSubstanceGroup: 'iecSubstanceGroup',
  iecSubstance: 'iecSubstance',
  iecLexiconEntry: 'iecLexiconEntry',
  /** The user's own iEC tool selection, one row keyed IEC_SELECTION_FEED_ID ('current'), scope user:<uuid>. */
  iecSelection: 'iecSelection',
} as const;
