import { z } from 'zod';
import { ACCESS_DESCRIPTION_MAX, ROLE_NAME_MAX } from './constants';
import { Permission, RoleName } from './permissions';
import { ValidationMessage } from './validationMessages';

/**
 * Roles and permissions as the system area edits them (spec §6 'Roles and permissions can be
 * created, edited and deleted in the system area', §7 /api/roles, /api/permissions).
 *
 * Some of them the code itself relies on, so the rules below hold on the device (buttons) and on
 * the server (refusals) alike:
 * - the role Admin (the admin checks go by its name) keeps its name, cannot be deleted and keeps
 *   the permissions that open the system area: otherwise nobody could undo the change;
 * - the role Arzt (the doctor's dashboard and greeting go by its name) keeps its name and stays;
 * - the permissions of spec §6 are the gates of routes: they keep their names and stay. New
 *   permissions can be added (for a future gate) and removed again.
 */
const name = (required: ValidationMessage) =>
  z.string({ error: required }).trim().min(1, required).max(ROLE_NAME_MAX, ValidationMessage.nameTooLong);

const description = z
  .string()
  .trim()
  .max(ACCESS_DESCRIPTION_MAX, ValidationMessage.descriptionTooLong)
  .nullable()
  .default(null)
  .transform((value) => (value === '' ? null : value));

export const roleInputSchema = z.object({
  name: name(ValidationMessage.roleName),
  description,
  permissions: z.array(z.string().trim().min(1).max(ROLE_NAME_MAX)).max(500).default([]),
});
export type RoleInput = z.input<typeof roleInputSchema>;

export const permissionInputSchema = z.object({
  name: name(ValidationMessage.permissionName),
  description,
});
export type PermissionInput = z.input<typeof permissionInputSchema>;

export const roleRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;

export const permissionRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
});
export type PermissionRecord = z.infer<typeof permissionRecordSchema>;

/** The permissions the role Admin never loses: the ones that open the system area. */
export const ADMIN_SYSTEM_PERMISSIONS: readonly Permission[] = [
  Permission.roles,
  Permission.permissions,
  Permission.accessSystemSettings,
];

/** Roles the code names: they keep their names and cannot be deleted. */
export const BUILT_IN_ROLES: readonly string[] = [RoleName.admin, RoleName.doctor];

export const isBuiltInRole = (roleName: string): boolean => BUILT_IN_ROLES.includes(roleName);

export const isBuiltInPermission = (permissionName: string): boolean =>
  (Object.values(Permission) as string[]).includes(permissionName);

/** The permissions an edit of the role may not take away (only Admin has any). */
export const requiredPermissionsOf = (roleName: string): readonly string[] =>
  roleName === RoleName.admin ? ADMIN_SYSTEM_PERMISSIONS : [];
