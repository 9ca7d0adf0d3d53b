/** The daily statistics. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { dailyStatisticEntity } from './dailyStatisticEntity';

export const statisticsFeature = defineFeature({
  name: 'statistics',
  syncEntities: { dailyStatistic: dailyStatisticEntity },
});
