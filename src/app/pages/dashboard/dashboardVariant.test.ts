import { describe, expect, it } from 'vitest';
import { RoleName } from '../../../contract/permissions';
import { hasDoctorDashboard } from './dashboardVariant';

describe('the dashboard variant', () => {
  it('is the doctor dashboard for doctors and administrators', () => {
    expect(hasDoctorDashboard({ roles: [RoleName.doctor] })).toBe(true);
    expect(hasDoctorDashboard({ roles: [RoleName.admin] })).toBe(true);
    expect(hasDoctorDashboard({ roles: [RoleName.lab, RoleName.admin] })).toBe(true);
  });

  it('is not the doctor dashboard for other laboratory staff', () => {
    expect(hasDoctorDashboard({ roles: [RoleName.lab] })).toBe(false);
    expect(hasDoctorDashboard({ roles: [] })).toBe(false);
  });
});
