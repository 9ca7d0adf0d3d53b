import { describe, expect, it } from 'vitest';
import { doctorButtons, mayAdministerDoctors } from './doctorRules';
import { ALL_PERMISSIONS, LAB_PERMISSIONS, Permission, RoleName } from './permissions';

const admin = { id: 1, roles: [RoleName.admin], permissions: [...ALL_PERMISSIONS] };
const labStaff = { id: 2, roles: [RoleName.lab], permissions: [...LAB_PERMISSIONS] };
const doctor = { id: '7', locked: false, results: 0 };

describe('the doctor buttons (spec §2/§6: users are admin only)', () => {
  it('gives an administrator every button for another doctor without reports', () => {
    expect(doctorButtons(admin, doctor)).toEqual({
      edit: true,
      invite: true,
      reset: true,
      lock: true,
      unlock: false,
      delete: true,
    });
  });

  it('gives laboratory staff, who may read the doctors, no button at all', () => {
    expect(mayAdministerDoctors(labStaff)).toBe(false);
    expect(Object.values(doctorButtons(labStaff, doctor)).some(Boolean)).toBe(false);
  });

  it('needs the gate the server checks, not the role alone', () => {
    const withoutGate = {
      ...admin,
      permissions: admin.permissions.filter((p) => p !== Permission.listDoctors),
    };
    expect(mayAdministerDoctors(withoutGate)).toBe(false);
  });

  it('offers unlock instead of lock for a locked doctor', () => {
    const buttons = doctorButtons(admin, { ...doctor, locked: true });
    expect(buttons.lock).toBe(false);
    expect(buttons.unlock).toBe(true);
  });

  it('does not delete a doctor with reports (they would go with the account)', () => {
    expect(doctorButtons(admin, { ...doctor, results: 3 }).delete).toBe(false);
  });

  it('does not lock, reset or delete the account the administrator is using', () => {
    const own = doctorButtons(admin, { ...doctor, id: '1' });
    expect(own).toMatchObject({ reset: false, lock: false, unlock: false, delete: false, edit: true });
  });
});
