/**
 * The permission strings of spec §6. They are the gates of routes on both sides: the client's route
 * table hides and guards by them, the server's routes declare them. Role names are spec §6 too.
 */
export const Permission = {
  accessForum: 'access forum',
  accessSystemSettings: 'access system settings',
  listOffices: 'list offices',
  showOffices: 'show offices',
  createOffices: 'create offices',
  editOffices: 'edit offices',
  listUsers: 'list users',
  listDoctors: 'list doctors',
  roles: 'roles',
  permissions: 'permissions',
  listReports: 'list reports',
  listReportDemands: 'list report demands',
  listReportInterpretations: 'list report interpretations',
  uploadReports: 'upload reports',
  listBackendMessages: 'list backendmessages',
  listTickets: 'list tickets',
  listWorkshops: 'list workshops',
  /**
   * Not in spec §6 (issue 16): maintaining the iEC catalogue, lexicon and sources. Everyone signed
   * in reads them; holders of this gate create, edit and delete them. Seeded for Admin and Labor.
   */
  manageContent: 'manage content',
  /** Issue 15: create, edit and delete workshops, see and cancel every registration (Admin, Labor). */
  manageWorkshops: 'manage workshops',
  /** Issue 15 (docs/decisions.md): the forum's staff actions: move a post, check spam, hide a post. */
  moderateForum: 'moderate forum',
  /**
   * Issue 28: a doctor enters orders for the practices she works in and follows them (Arzt). The
   * server takes orders from doctors only, so the Admin role does not hold it.
   */
  createOrders: 'create orders',
  /** Issue 28: staff see and follow every practice's orders (Admin, Labor). */
  listOrders: 'list orders',
} as const;

export type Permission = (typeof Permission)[keyof typeof Permission];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(Permission);

/**
 * Spec §6: doctors get no global search. The gate is the laboratory staff's marker permission
 * (the one that sees every doctor's reports), which the doctor role never holds; the navbar shows
 * the box by the same gate.
 */
export const GLOBAL_SEARCH_PERMISSION = Permission.uploadReports;

export const RoleName = {
  admin: 'Admin',
  doctor: 'Arzt',
  lab: 'Labor',
} as const;

export type RoleName = (typeof RoleName)[keyof typeof RoleName];

/** What a doctor (and their practice) may reach. */
export const DOCTOR_PERMISSIONS: readonly Permission[] = [
  Permission.accessForum,
  Permission.listReports,
  Permission.listReportDemands,
  Permission.listReportInterpretations,
  Permission.listTickets,
  Permission.listWorkshops,
  Permission.createOrders,
];

/**
 * Laboratory staff: everything but the system area (settings, roles, permissions, users) and the
 * system messages, which spec §2 and §6 make admin-only (issue 13).
 */
export const LAB_PERMISSIONS: readonly Permission[] = [
  Permission.accessForum,
  Permission.listOffices,
  Permission.showOffices,
  Permission.listDoctors,
  Permission.listReports,
  Permission.listReportDemands,
  Permission.listReportInterpretations,
  Permission.uploadReports,
  Permission.listTickets,
  Permission.listWorkshops,
  Permission.manageContent,
  Permission.manageWorkshops,
  Permission.moderateForum,
  Permission.listOrders,
];

/** The permissions each seeded role holds; Admin holds all but entering orders (a doctor's). */
export const ROLE_PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  [RoleName.admin]: ALL_PERMISSIONS.filter((permission) => permission !== Permission.createOrders),
  [RoleName.doctor]: DOCTOR_PERMISSIONS,
  [RoleName.lab]: LAB_PERMISSIONS,
};
