import { describe, expect, it } from 'vitest';
import { Permission } from './permissions';
import { seesAllReports } from './reportVisibility';

describe('seesAllReports', () => {
  it('holds for laboratory staff (upload reports), as a list or a set, and for nobody else', () => {
    expect(seesAllReports([Permission.uploadReports])).toBe(true);
    expect(seesAllReports(new Set([Permission.listReports, Permission.uploadReports]))).toBe(true);
    expect(seesAllReports([Permission.listReports, Permission.listReportDemands])).toBe(false);
    expect(seesAllReports(new Set<string>())).toBe(false);
  });
});
