/** The demo catalogue's haematology and coagulation (EDTA blood, citrate plasma). */
import {
  analysis,
  CITRATE,
  CITRATE_FROZEN,
  EDTA,
  PRIVATE_ONLY,
  reportedAnalysis,
  type DemoAnalysisGroup,
} from './demoAnalysis';

export const BLOOD_GROUPS: readonly DemoAnalysisGroup[] = [
  {
    group: 'Blutbild',
    group_en: 'Blood count',
    analyses: [
      reportedAnalysis('HB', EDTA),
      reportedAnalysis('LEUKO', EDTA),
      reportedAnalysis('THROMB', EDTA),
      analysis('ERY', '789-8', 'Erythrozyten', 'Erythrocytes', EDTA),
      analysis('HK', '4544-3', 'Hämatokrit', 'Haematocrit', EDTA),
      analysis('MCV', '787-2', 'MCV', 'MCV', EDTA),
      analysis('MCH', '785-6', 'MCH', 'MCH', EDTA),
      analysis('MCHC', '786-4', 'MCHC', 'MCHC', EDTA),
      analysis(
        'RDW',
        '788-0',
        'Erythrozytenverteilungsbreite (RDW)',
        'Red cell distribution width (RDW)',
        EDTA,
      ),
      analysis('RETI', '4679-7', 'Retikulozyten', 'Reticulocytes', EDTA),
      analysis(
        'DIFF',
        '57023-4',
        'Differentialblutbild (maschinell)',
        'Differential blood count (automated)',
        EDTA,
        {
          note: ['Nicht älter als 24 h; nicht kühlen.', 'Not older than 24 h; do not cool.'],
        },
      ),
    ],
  },
  {
    group: 'Gerinnung',
    group_en: 'Coagulation',
    analyses: [
      analysis('QUICK', '5894-1', 'Quick (Thromboplastinzeit)', 'Prothrombin time (Quick)', CITRATE),
      analysis('INR', '6301-6', 'INR', 'INR', CITRATE),
      analysis('PTT', '3173-2', 'aPTT', 'aPTT', CITRATE),
      analysis('FIB', '3255-7', 'Fibrinogen (Clauss)', 'Fibrinogen (Clauss)', CITRATE),
      analysis('TZ', '3243-3', 'Thrombinzeit', 'Thrombin time', CITRATE),
      analysis('DDIM', '48065-7', 'D-Dimere', 'D-dimer', CITRATE, { stability_hours: 8 }),
      analysis('AT3', '3174-0', 'Antithrombin', 'Antithrombin', CITRATE_FROZEN),
      analysis('FAKT8', '3209-4', 'Faktor VIII', 'Factor VIII', CITRATE_FROZEN),
      analysis('PROTC', '27818-4', 'Protein C', 'Protein C', CITRATE_FROZEN, { billing: PRIVATE_ONLY }),
    ],
  },
];
