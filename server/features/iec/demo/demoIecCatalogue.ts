/** The demo iEC catalogue: 13 groups, about 170 substances (issue 16 asks for at least 150 in 10). */
import { DEMO_IEC_GROUPS_A } from './demoIecGroupsA';
import { DEMO_IEC_GROUPS_B } from './demoIecGroupsB';
import type { DemoIecGroup } from './demoIecSubstance';

export const DEMO_IEC_GROUPS: readonly DemoIecGroup[] = [...DEMO_IEC_GROUPS_A, ...DEMO_IEC_GROUPS_B];
