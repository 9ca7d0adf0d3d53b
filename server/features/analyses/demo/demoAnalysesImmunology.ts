/** The demo catalogue's inflammation, autoimmunity and infection serology (serum). */
import {
  analysis,
  PRIVATE_ONLY,
  reportedAnalysis,
  SELF_PAY_ONLY,
  SERUM,
  SERUM_COOLED,
  type DemoAnalysisGroup,
} from './demoAnalysis';

export const IMMUNOLOGY_GROUPS: readonly DemoAnalysisGroup[] = [
  {
    group: 'Entzündung',
    group_en: 'Inflammation',
    analyses: [
      reportedAnalysis('CRP', SERUM),
      analysis('PCT', '33959-8', 'Procalcitonin', 'Procalcitonin', SERUM),
      analysis('IL6', '26881-3', 'Interleukin-6', 'Interleukin-6', SERUM_COOLED, { stability_hours: 24 }),
    ],
  },
  {
    group: 'Autoimmundiagnostik',
    group_en: 'Autoimmunity',
    analyses: [
      analysis('RF', '11572-5', 'Rheumafaktor', 'Rheumatoid factor', SERUM),
      analysis('CCP', '32218-0', 'CCP-Antikörper', 'CCP antibodies', SERUM),
      analysis('ANA', '5048-4', 'Antinukleäre Antikörper (ANA)', 'Antinuclear antibodies (ANA)', SERUM),
    ],
  },
  {
    group: 'Infektionsserologie',
    group_en: 'Infection serology',
    analyses: [
      analysis('HBSAG', '5196-1', 'HBs-Antigen', 'HBs antigen', SERUM),
      analysis('AHBS', '16935-9', 'Anti-HBs', 'Anti-HBs', SERUM),
      analysis('AHBC', '16933-4', 'Anti-HBc', 'Anti-HBc', SERUM),
      analysis('AHCV', '16128-1', 'Anti-HCV', 'Anti-HCV', SERUM),
      analysis(
        'HIV',
        '56888-1',
        'HIV-1/2-Antikörper und p24-Antigen',
        'HIV-1/2 antibodies and p24 antigen',
        SERUM,
      ),
      analysis('RUBG', '8014-3', 'Röteln-IgG', 'Rubella IgG', SERUM),
      analysis('TOXO', null, 'Toxoplasmose-Suchtest', 'Toxoplasmosis screening', SERUM, {
        billing: SELF_PAY_ONLY,
      }),
      analysis('BORR', null, 'Borrelien-Antikörper IgG/IgM', 'Borrelia antibodies IgG/IgM', SERUM),
      analysis('MASE', null, 'Masern-IgG (Immunstatus)', 'Measles IgG (immune status)', SERUM, {
        billing: PRIVATE_ONLY,
      }),
    ],
  },
];
