/** System settings: roles, permissions, staff accounts, lab settings and API tokens. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { systemMessages } from './messages';
import { permissionEntity, roleEntity } from './accessControlEntities';
import { apiTokenRoutes } from './apiTokenRoutes';
import { permissionRoutes } from './permissionRoutes';
import { roleRoutes } from './roleRoutes';
import { settingsRoutes } from './settingsRoutes';
import { systemUserRoutes } from './systemUserRoutes';

export const systemFeature = defineFeature({
  name: 'system',
  messages: systemMessages,
  routes: [settingsRoutes, roleRoutes, permissionRoutes, systemUserRoutes, apiTokenRoutes],
  syncEntities: { role: roleEntity, permission: permissionEntity },
});

export { rolesChanged } from './roleChanges';
export { setRolePermissions } from './setRolePermissions';
export { setUserRoles } from './setUserRoles';
