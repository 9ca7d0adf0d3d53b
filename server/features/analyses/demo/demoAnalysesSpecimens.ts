/** The demo catalogue's urine, stool, microbiology and drug monitoring. */
import {
  analysis,
  CSF,
  EDTA,
  PRIVATE_ONLY,
  SERUM,
  STOOL,
  SWAB,
  URINE,
  URINE_24H,
  type DemoAnalysisGroup,
  type Note,
} from './demoAnalysis';

const TROUGH: Note = [
  'Talspiegel: vor der nächsten Dosis abnehmen.',
  'Trough level: take before the next dose.',
];
const LITHIUM: Note = ['12 h nach der letzten Einnahme abnehmen.', 'Take 12 h after the last dose.'];
const CULTURE_COOLED = {
  material: 'urine',
  tube: 'urine',
  volume_ml: 10,
  stability_hours: 24,
  transport: 'cooled',
  note: [
    'Mittelstrahlurin, gekühlt; innerhalb 24 h im Labor.',
    'Midstream urine, cooled; in the laboratory within 24 h.',
  ],
} as const;

export const SPECIMEN_GROUPS: readonly DemoAnalysisGroup[] = [
  {
    group: 'Urin',
    group_en: 'Urine',
    analyses: [
      analysis('USTIX', '24357-6', 'Urinstatus (Teststreifen)', 'Urinalysis (dipstick)', URINE),
      analysis('USED', null, 'Urinsediment', 'Urine sediment', URINE),
      analysis(
        'UACR',
        '9318-7',
        'Albumin/Kreatinin-Quotient im Urin',
        'Urine albumin/creatinine ratio',
        URINE,
        {
          stability_hours: 48,
          note: ['Morgenurin.', 'First morning urine.'],
        },
      ),
      analysis('UKREA', '2161-8', 'Kreatinin im Urin', 'Urine creatinine', URINE, { stability_hours: 48 }),
      analysis('UNA', '2955-3', 'Natrium im Urin', 'Urine sodium', URINE, { stability_hours: 48 }),
      analysis('KRCL', '2164-2', 'Kreatinin-Clearance', 'Creatinine clearance', URINE_24H, {
        note: [
          '24-h-Sammelurin, Sammelmenge angeben; zusätzlich Serum einsenden.',
          '24-hour urine, state the collected volume; send serum as well.',
        ],
      }),
      analysis('UEW24', '2889-4', 'Eiweiß im 24-h-Urin', 'Protein in 24-hour urine', URINE_24H),
    ],
  },
  {
    group: 'Stuhl',
    group_en: 'Stool',
    analyses: [
      analysis(
        'IFOBT',
        '29771-3',
        'Immunologischer Stuhltest (iFOBT)',
        'Faecal immunochemical test (FIT)',
        STOOL,
        {
          stability_hours: 120,
          note: ['Nur im Probenröhrchen des Tests.', 'Only in the test kit’s sample tube.'],
        },
      ),
      analysis('CALP', '38445-3', 'Calprotectin im Stuhl', 'Faecal calprotectin', STOOL),
      analysis('PELA', '25907-7', 'Pankreas-Elastase im Stuhl', 'Faecal pancreatic elastase', STOOL),
      analysis(
        'HPAG',
        '17780-8',
        'Helicobacter-pylori-Antigen im Stuhl',
        'Helicobacter pylori antigen in stool',
        STOOL,
        {
          stability_hours: 48,
        },
      ),
    ],
  },
  {
    group: 'Mikrobiologie',
    group_en: 'Microbiology',
    analyses: [
      analysis('UKULT', '630-4', 'Urinkultur', 'Urine culture', CULTURE_COOLED),
      analysis('RAKULT', '626-2', 'Rachenabstrich, Kultur', 'Throat swab, culture', SWAB),
      analysis('WUKULT', '6462-6', 'Wundabstrich, Kultur', 'Wound swab, culture', SWAB),
      analysis(
        'STKULT',
        '625-4',
        'Stuhlkultur (Salmonellen, Shigellen, Campylobacter)',
        'Stool culture (Salmonella, Shigella, Campylobacter)',
        STOOL,
        {
          stability_hours: 48,
        },
      ),
      analysis(
        'MRSA',
        null,
        'MRSA-Screening (Nasen-/Rachenabstrich)',
        'MRSA screening (nose/throat swab)',
        SWAB,
        {
          billing: PRIVATE_ONLY,
        },
      ),
      analysis('LZZ', null, 'Liquor-Zellzahl', 'CSF cell count', CSF),
      analysis('LEW', '2880-3', 'Liquor-Eiweiß', 'CSF protein', CSF),
    ],
  },
  {
    group: 'Medikamente',
    group_en: 'Drug monitoring',
    analyses: [
      analysis('DIGO', '10535-3', 'Digoxin', 'Digoxin', SERUM, { note: TROUGH }),
      analysis('LITH', '14334-7', 'Lithium', 'Lithium', SERUM, { note: LITHIUM }),
      analysis('VALP', '4086-5', 'Valproinsäure', 'Valproic acid', SERUM, { note: TROUGH }),
      analysis('CARB', '3432-2', 'Carbamazepin', 'Carbamazepine', SERUM, { note: TROUGH }),
      analysis('PHEN', '3968-5', 'Phenytoin', 'Phenytoin', SERUM, { note: TROUGH }),
      analysis('VANC', '4092-3', 'Vancomycin (Talspiegel)', 'Vancomycin (trough)', SERUM, { note: TROUGH }),
      analysis('TACRO', '11253-2', 'Tacrolimus', 'Tacrolimus', EDTA, { note: TROUGH, volume_ml: 2 }),
      analysis('DROG', null, 'Drogenscreening im Urin', 'Urine drug screen', URINE, { stability_hours: 48 }),
    ],
  },
];
