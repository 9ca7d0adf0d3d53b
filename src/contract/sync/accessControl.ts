import { z } from 'zod';

/** The roles and permissions (spec §6). */
export const accessControlSyncEntities = {
  role: 'role',
  permission: 'permission',
} as const;

export const syncedRoleSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable().optional(),
  permissions: z.array(z.string()),
});
export const syncedPermissionSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable().optional(),
});
