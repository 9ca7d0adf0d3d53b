/** The demo catalogue's thyroid, hormones, iron, vitamins and tumour markers (mostly serum). */
import {
  analysis,
  DARK,
  EDTA,
  PRIVATE_ONLY,
  reportedAnalysis,
  SELF_PAY_ONLY,
  SERUM,
  SERUM_COOLED,
  SERUM_FROZEN,
  type DemoAnalysisGroup,
  type Note,
} from './demoAnalysis';

const MORNING: Note = ['Morgens zwischen 7 und 9 Uhr abnehmen.', 'Take in the morning between 7 and 9 am.'];
const CYCLE_DAY: Note = ['Zyklustag angeben.', 'State the day of the cycle.'];

export const ENDOCRINE_GROUPS: readonly DemoAnalysisGroup[] = [
  {
    group: 'Schilddrüse',
    group_en: 'Thyroid',
    analyses: [
      reportedAnalysis('TSH', SERUM),
      reportedAnalysis('FT4', SERUM),
      analysis('FT3', '3051-0', 'freies T3 (fT3)', 'free T3 (fT3)', SERUM),
      analysis('TPOAK', '8099-4', 'TPO-Antikörper', 'TPO antibodies', SERUM),
      analysis('TRAK', '5385-0', 'TSH-Rezeptor-Antikörper (TRAK)', 'TSH receptor antibodies (TRAb)', SERUM),
      analysis('TGAK', '8098-6', 'Thyreoglobulin-Antikörper', 'Thyroglobulin antibodies', SERUM),
      analysis('TG', '3013-0', 'Thyreoglobulin', 'Thyroglobulin', SERUM),
      analysis('CALCT', '1992-7', 'Calcitonin', 'Calcitonin', SERUM_FROZEN),
    ],
  },
  {
    group: 'Hormone',
    group_en: 'Hormones',
    analyses: [
      analysis('CORT', '2143-6', 'Cortisol', 'Cortisol', SERUM, { note: MORNING }),
      analysis('PRL', '2842-3', 'Prolaktin', 'Prolactin', SERUM, { note: MORNING }),
      analysis('LH', '10501-5', 'LH', 'LH', SERUM, { note: CYCLE_DAY }),
      analysis('FSH', '15067-2', 'FSH', 'FSH', SERUM, { note: CYCLE_DAY }),
      analysis('E2', '2243-4', 'Östradiol', 'Oestradiol', SERUM, { note: CYCLE_DAY }),
      analysis('PROG', '2839-9', 'Progesteron', 'Progesterone', SERUM, { note: CYCLE_DAY }),
      analysis('TESTO', '2986-8', 'Testosteron', 'Testosterone', SERUM, { note: MORNING }),
      analysis('SHBG', '13967-5', 'SHBG', 'SHBG', SERUM),
      analysis('DHEAS', '2191-5', 'DHEA-S', 'DHEA-S', SERUM),
      analysis('AMH', '38476-8', 'Anti-Müller-Hormon (AMH)', 'Anti-Müllerian hormone (AMH)', SERUM, {
        billing: SELF_PAY_ONLY,
      }),
      analysis('HCG', '21198-7', 'beta-HCG', 'beta-hCG', SERUM),
      analysis('PTH', '2731-8', 'Parathormon intakt', 'Parathyroid hormone intact', EDTA, {
        stability_hours: 8,
        note: ['EDTA-Plasma gekühlt einsenden.', 'Send the EDTA plasma cooled.'],
      }),
    ],
  },
  {
    group: 'Eisenstoffwechsel',
    group_en: 'Iron metabolism',
    analyses: [
      reportedAnalysis('FERR', SERUM),
      analysis('FE', '2498-4', 'Eisen', 'Iron', SERUM, { note: MORNING }),
      analysis('TRF', '3034-6', 'Transferrin', 'Transferrin', SERUM),
      analysis('TSAT', '2502-3', 'Transferrinsättigung', 'Transferrin saturation', SERUM),
      analysis('STFR', '30248-9', 'Löslicher Transferrinrezeptor', 'Soluble transferrin receptor', SERUM, {
        billing: PRIVATE_ONLY,
      }),
    ],
  },
  {
    group: 'Vitamine',
    group_en: 'Vitamins',
    analyses: [
      reportedAnalysis('VITD', SERUM, {
        note: [
          'Kassenleistung nur bei begründetem Verdacht.',
          'Statutory insurance pays only on clinical suspicion.',
        ],
      }),
      analysis('VITDS', '62292-8', '25-OH-Vitamin D (Vorsorge)', '25-OH vitamin D (screening)', SERUM, {
        billing: SELF_PAY_ONLY,
      }),
      reportedAnalysis('B12', SERUM, { note: DARK }),
      analysis('FOL', '2284-8', 'Folsäure', 'Folic acid', SERUM, { note: DARK }),
      analysis('VITB6', null, 'Vitamin B6', 'Vitamin B6', SERUM_FROZEN, {
        billing: PRIVATE_ONLY,
        note: ['Lichtgeschützt, tiefgefroren einsenden.', 'Protect from light, send frozen.'],
      }),
      analysis('ZN', '5763-8', 'Zink', 'Zinc', SERUM),
      analysis('SE', '5724-0', 'Selen', 'Selenium', SERUM, { billing: PRIVATE_ONLY }),
    ],
  },
  {
    group: 'Tumormarker',
    group_en: 'Tumour markers',
    analyses: [
      analysis('PSA', '2857-1', 'PSA gesamt', 'PSA total', SERUM_COOLED),
      analysis('PSAV', '2857-1', 'PSA gesamt (Früherkennung)', 'PSA total (early detection)', SERUM_COOLED, {
        billing: SELF_PAY_ONLY,
      }),
      analysis('FPSA', '10886-0', 'PSA frei', 'PSA free', SERUM_COOLED),
      analysis('CEA', '2039-6', 'CEA', 'CEA', SERUM),
      analysis('AFP', '1834-1', 'AFP', 'AFP', SERUM),
      analysis('CA125', '10334-1', 'CA 125', 'CA 125', SERUM),
      analysis('CA199', '24108-3', 'CA 19-9', 'CA 19-9', SERUM),
      analysis('CA153', '6875-9', 'CA 15-3', 'CA 15-3', SERUM),
    ],
  },
];
