import { describe, expect, it } from 'vitest';
import { marksReportRead } from './reportReading';

describe('marksReportRead', () => {
  const report = { user: { id: 17 } };

  it("lets the report's own doctor mark it read by opening it", () => {
    expect(marksReportRead({ id: 17 }, report)).toBe(true);
  });

  it('leaves it unread when staff or another doctor opens it', () => {
    expect(marksReportRead({ id: 3 }, report)).toBe(false);
  });
});
