/** Who hears of a report change: its doctor, and the staff who upload reports (reportAccess.ts). */
import { Permission } from '../../src/contract/permissions';
import { permissionScope, userScope, type SyncScope } from '../sync/scopes';

export const reportScopes = (doctorUuid: string): SyncScope[] => [
  userScope(doctorUuid),
  permissionScope(Permission.uploadReports),
];
