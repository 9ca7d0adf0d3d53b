import { describe, expect, it } from 'vitest';
import { percentile } from './percentile';

describe('percentile', () => {
  const oneToTwenty = Array.from({ length: 20 }, (_, index) => index + 1);

  it('takes the nearest rank: of 20 samples the p95 is the 19th, the median the 10th', () => {
    expect(percentile(oneToTwenty, 0.95)).toBe(19);
    expect(percentile(oneToTwenty, 0.5)).toBe(10);
    expect(percentile(oneToTwenty, 1)).toBe(20);
    expect(percentile(oneToTwenty, 0)).toBe(1);
  });

  it('is the only value of one, and NaN of none', () => {
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});
