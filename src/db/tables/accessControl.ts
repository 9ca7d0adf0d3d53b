import type { z } from 'zod';
import type { syncedPermissionSchema, syncedRoleSchema } from '../../contract/sync/accessControl';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

export type RoleRow = Mirrored<z.infer<typeof syncedRoleSchema>>;
export type PermissionRow = Mirrored<z.infer<typeof syncedPermissionSchema>>;

export const accessControlTables = mirrorConcept<{ role: RoleRow; permission: PermissionRow }>({
  stores: {
    1: { role: 'id, name', permission: 'id, name' },
  },
});
