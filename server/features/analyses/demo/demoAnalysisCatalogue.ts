/**
 * The demo laboratory's catalogue of analyses (issue 28), in its groups, and its profiles. A fresh
 * non-demo start has none: the laboratory's staff fill their own (docs/decisions.md).
 */
import { BLOOD_GROUPS } from './demoAnalysesBlood';
import { CHEMISTRY_GROUPS } from './demoAnalysesChemistry';
import { ENDOCRINE_GROUPS } from './demoAnalysesEndocrine';
import { IMMUNOLOGY_GROUPS } from './demoAnalysesImmunology';
import { SPECIMEN_GROUPS } from './demoAnalysesSpecimens';
import type { DemoAnalysisGroup } from './demoAnalysis';

export const DEMO_ANALYSIS_GROUPS: readonly DemoAnalysisGroup[] = [
  ...BLOOD_GROUPS,
  ...CHEMISTRY_GROUPS,
  ...ENDOCRINE_GROUPS,
  ...IMMUNOLOGY_GROUPS,
  ...SPECIMEN_GROUPS,
];

export interface DemoProfile {
  code: string;
  name: string;
  name_en: string;
  /** Analysis codes, in the order the profile lists them. */
  analyses: readonly string[];
}

/** Profiles as German labs offer them; 'Check-up' is the statutory Gesundheitsuntersuchung (GU 35). */
export const DEMO_PROFILES: readonly DemoProfile[] = [
  { code: 'P-SD', name: 'Schilddrüse', name_en: 'Thyroid', analyses: ['TSH', 'FT4', 'FT3'] },
  { code: 'P-DIAB', name: 'Diabetes', name_en: 'Diabetes', analyses: ['HBA1C', 'GLUN', 'UACR'] },
  { code: 'P-NIERE', name: 'Niere', name_en: 'Kidney', analyses: ['KREA', 'EGFR', 'HST', 'HS', 'K'] },
  { code: 'P-LEBER', name: 'Leber', name_en: 'Liver', analyses: ['GOT', 'GPT', 'GGT', 'AP', 'BILI'] },
  {
    code: 'P-BBK',
    name: 'Blutbild klein',
    name_en: 'Small blood count',
    analyses: ['HB', 'HK', 'ERY', 'LEUKO', 'THROMB', 'MCV', 'MCH', 'MCHC'],
  },
  {
    code: 'P-LIPID',
    name: 'Lipidstatus',
    name_en: 'Lipid profile',
    analyses: ['CHOL', 'LDL', 'HDL', 'TRIG'],
  },
  { code: 'P-ENTZ', name: 'Entzündung', name_en: 'Inflammation', analyses: ['CRP', 'LEUKO', 'DIFF'] },
  { code: 'P-EISEN', name: 'Eisenstatus', name_en: 'Iron status', analyses: ['FE', 'FERR', 'TRF', 'TSAT'] },
  { code: 'P-GER', name: 'Gerinnung', name_en: 'Coagulation', analyses: ['QUICK', 'INR', 'PTT', 'FIB'] },
  {
    code: 'P-CHECK',
    name: 'Check-up',
    name_en: 'Check-up',
    analyses: ['CHOL', 'LDL', 'HDL', 'TRIG', 'GLUN', 'USTIX'],
  },
];
