/**
 * Who may do what to offices (spec §6 'list/show/create/edit offices'): the gate of each office
 * route (server/features/offices/officeRoutes.ts) and the buttons of the office pages, so a button appears
 * exactly when the server will accept its request.
 */
import { Permission } from './permissions';

export const OFFICE_GATES = {
  list: Permission.listOffices,
  show: Permission.showOffices,
  create: Permission.createOffices,
  edit: Permission.editOffices,
} as const;

type Viewer = { permissions: readonly string[] };

export const mayCreateOffices = (viewer: Viewer) => viewer.permissions.includes(OFFICE_GATES.create);
export const mayEditOffices = (viewer: Viewer) => viewer.permissions.includes(OFFICE_GATES.edit);
