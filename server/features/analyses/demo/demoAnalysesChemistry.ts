/** The demo catalogue's clinical chemistry: electrolytes, heart, kidney, liver, pancreas, lipids, diabetes. */
import {
  analysis,
  DARK,
  EDTA,
  FASTING,
  FLUORIDE,
  HEPARIN,
  PRIVATE_ONLY,
  reportedAnalysis,
  SELF_PAY_ONLY,
  SERUM,
  SERUM_COOLED,
  type DemoAnalysisGroup,
  type Note,
} from './demoAnalysis';

const SEPARATE_2H: Note = [
  'Serum innerhalb 2 h abtrennen (Hämolyse verfälscht).',
  'Separate the serum within 2 h (haemolysis falsifies).',
];

export const CHEMISTRY_GROUPS: readonly DemoAnalysisGroup[] = [
  {
    group: 'Elektrolyte',
    group_en: 'Electrolytes',
    analyses: [
      reportedAnalysis('NA', SERUM),
      reportedAnalysis('K', SERUM, { note: SEPARATE_2H }),
      reportedAnalysis('CA', SERUM),
      analysis('CL', '2075-0', 'Chlorid', 'Chloride', SERUM),
      analysis('MG', '19123-9', 'Magnesium', 'Magnesium', SERUM),
      analysis('PHOS', '2777-1', 'Phosphat', 'Phosphate', SERUM, { note: SEPARATE_2H }),
    ],
  },
  {
    group: 'Klinische Chemie',
    group_en: 'Clinical chemistry',
    analyses: [
      analysis('GE', '2885-2', 'Gesamteiweiß', 'Total protein', SERUM),
      analysis('ALB', '1751-7', 'Albumin', 'Albumin', SERUM),
      analysis('ELPHO', '24351-9', 'Eiweißelektrophorese', 'Protein electrophoresis', SERUM),
      analysis('LDH', '2532-0', 'LDH', 'LDH', SERUM, { note: SEPARATE_2H }),
      analysis('CK', '2157-6', 'Creatinkinase (CK)', 'Creatine kinase (CK)', SERUM),
    ],
  },
  {
    group: 'Herz',
    group_en: 'Heart',
    analyses: [
      analysis('TNTHS', '67151-1', 'Troponin T hochsensitiv', 'Troponin T high-sensitivity', HEPARIN),
      analysis('NTBNP', '33762-6', 'NT-proBNP', 'NT-proBNP', SERUM),
      analysis('HCY', '13965-9', 'Homocystein', 'Homocysteine', SERUM_COOLED, {
        billing: PRIVATE_ONLY,
        note: ['Innerhalb 1 h zentrifugieren, gekühlt.', 'Centrifuge within 1 h, cooled.'],
      }),
      analysis('CKMB', '13969-1', 'CK-MB', 'CK-MB', SERUM, { withdrawn: true }),
      analysis('MYO', '2639-3', 'Myoglobin', 'Myoglobin', SERUM, { withdrawn: true }),
    ],
  },
  {
    group: 'Niere',
    group_en: 'Kidney',
    analyses: [
      reportedAnalysis('KREA', SERUM),
      reportedAnalysis('EGFR', SERUM),
      reportedAnalysis('HST', SERUM),
      analysis('HS', '3084-1', 'Harnsäure', 'Uric acid', SERUM),
      analysis('CYSC', '33863-2', 'Cystatin C', 'Cystatin C', SERUM),
    ],
  },
  {
    group: 'Leber',
    group_en: 'Liver',
    analyses: [
      reportedAnalysis('GOT', SERUM),
      reportedAnalysis('GPT', SERUM),
      reportedAnalysis('GGT', SERUM),
      analysis('AP', '6768-6', 'Alkalische Phosphatase', 'Alkaline phosphatase', SERUM),
      analysis('BILI', '1975-2', 'Bilirubin gesamt', 'Bilirubin total', SERUM, { note: DARK }),
      analysis('DBILI', '1968-7', 'Bilirubin direkt', 'Bilirubin direct', SERUM, { note: DARK }),
      analysis('NH3', '16362-6', 'Ammoniak', 'Ammonia', EDTA, {
        volume_ml: 2,
        stability_hours: 1,
        note: ['Auf Eis, innerhalb 30 min im Labor.', 'On ice, in the laboratory within 30 min.'],
      }),
    ],
  },
  {
    group: 'Pankreas',
    group_en: 'Pancreas',
    analyses: [
      analysis('LIP', '3040-3', 'Lipase', 'Lipase', SERUM),
      analysis('AMY', '1798-8', 'Alpha-Amylase', 'Alpha-amylase', SERUM),
    ],
  },
  {
    group: 'Lipide',
    group_en: 'Lipids',
    analyses: [
      reportedAnalysis('CHOL', SERUM),
      reportedAnalysis('LDL', SERUM),
      reportedAnalysis('HDL', SERUM),
      analysis('TRIG', '2571-8', 'Triglyceride', 'Triglycerides', SERUM, { note: FASTING }),
      analysis('LPA', '10835-7', 'Lipoprotein (a)', 'Lipoprotein (a)', SERUM),
      analysis('APOB', '1884-6', 'Apolipoprotein B', 'Apolipoprotein B', SERUM, { billing: PRIVATE_ONLY }),
      analysis('OMEGA3', null, 'Omega-3-Index', 'Omega-3 index', EDTA, {
        billing: SELF_PAY_ONLY,
        stability_hours: 72,
      }),
    ],
  },
  {
    group: 'Diabetes',
    group_en: 'Diabetes',
    analyses: [
      reportedAnalysis('HBA1C', EDTA, { stability_hours: 72 }),
      reportedAnalysis('GLUN', FLUORIDE, { note: FASTING }),
      analysis('GLU', '15074-8', 'Glukose', 'Glucose', FLUORIDE),
      analysis('INS', '20448-7', 'Insulin', 'Insulin', SERUM_COOLED, { note: FASTING }),
      analysis('CPEP', '1986-9', 'C-Peptid', 'C-peptide', SERUM_COOLED, { note: FASTING }),
    ],
  },
];
