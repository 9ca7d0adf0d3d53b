/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const systemMessages = defineMessages({
  de: {
    'accessControl.roleNameTaken': 'Diese Rolle gibt es bereits.',
    'accessControl.permissionNameTaken': 'Diese Berechtigung gibt es bereits.',
    'accessControl.unknownPermission': 'Diese Berechtigung gibt es nicht.',
    'accessControl.builtInRoleName':
      'Der Name dieser Rolle wird vom Portal selbst verwendet und kann nicht geändert werden.',
    'accessControl.builtInRoleDelete':
      'Die Rolle {name} wird vom Portal selbst verwendet und kann nicht gelöscht werden.',
    'accessControl.adminSystemPermissions':
      'Die Rolle Admin behält die Berechtigungen „roles“, „permissions“ und „access system settings“.',
    'accessControl.builtInPermissionName':
      'Der Name dieser Berechtigung wird vom Portal selbst verwendet und kann nicht geändert werden.',
    'accessControl.builtInPermissionDelete':
      'Die Berechtigung {name} wird vom Portal selbst verwendet und kann nicht gelöscht werden.',
    'systemUsers.lastAdmin':
      'Dies ist der letzte Administrator: die Rolle Admin kann ihm nicht genommen werden.',
    'systemUsers.doctorRole':
      'Systembenutzer sind keine Ärzte: die Rolle Arzt kann hier nicht vergeben werden.',
    'systemUsers.unknownRole': 'Diese Rolle gibt es nicht.',
  },
  en: {
    'accessControl.roleNameTaken': 'This role already exists.',
    'accessControl.permissionNameTaken': 'This permission already exists.',
    'accessControl.unknownPermission': 'This permission does not exist.',
    'accessControl.builtInRoleName': 'The portal itself uses the name of this role: it cannot be changed.',
    'accessControl.builtInRoleDelete': 'The portal itself uses the role {name}: it cannot be deleted.',
    'accessControl.adminSystemPermissions':
      'The role Admin keeps the permissions "roles", "permissions" and "access system settings".',
    'accessControl.builtInPermissionName':
      'The portal itself uses the name of this permission: it cannot be changed.',
    'accessControl.builtInPermissionDelete':
      'The portal itself uses the permission {name}: it cannot be deleted.',
    'systemUsers.lastAdmin': 'This is the last administrator: the role Admin cannot be taken away.',
    'systemUsers.doctorRole': 'System users are not doctors: the role Arzt cannot be given here.',
    'systemUsers.unknownRole': 'This role does not exist.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof systemMessages.de, string> {}
}
