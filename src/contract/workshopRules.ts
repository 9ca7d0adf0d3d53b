import { Permission } from './permissions';
import type { WorkshopRegistrationStatus } from './workshops';

/**
 * Who may do what with workshops: the one rule for the server's checks and the device's buttons
 * (common brief: never offer what the server will refuse).
 *
 * - Everyone holding 'list workshops' sees the workshops and may book a place for themselves,
 *   once per workshop (a second booking is refused with spec §8's text).
 * - Staff holding 'manage workshops' create, edit and delete workshops, see every registration
 *   and may cancel anyone's; everyone else cancels only their own.
 */
type Permissions = ReadonlySet<string> | readonly string[];

export interface WorkshopActor {
  id: number;
  permissions: Permissions;
}

const holds = (permissions: Permissions, permission: string) =>
  Array.isArray(permissions)
    ? permissions.includes(permission)
    : (permissions as ReadonlySet<string>).has(permission);

export const mayListWorkshops = (permissions: Permissions): boolean =>
  holds(permissions, Permission.listWorkshops);

export const mayManageWorkshops = (permissions: Permissions): boolean =>
  holds(permissions, Permission.manageWorkshops);

/** Booking is for someone who sees workshops and holds no registration (booked or waiting) for it yet. */
export const mayBookWorkshop = (permissions: Permissions, ownRegistration: unknown): boolean =>
  mayListWorkshops(permissions) && !ownRegistration;

export const mayCancelRegistration = (actor: WorkshopActor, registration: { userId: number }): boolean =>
  registration.userId === actor.id || mayManageWorkshops(actor.permissions);

/** What a booking becomes: a place while one is free, else a place on the waiting list (spec §8). */
export const bookingOutcome = (freeSlots: number): WorkshopRegistrationStatus =>
  freeSlots > 0 ? 'booked' : 'waiting';
