// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, Permission } from '../../../contract/permissions';
import i18n from '../../i18n/i18n';
import de from './locales/de.json';
import en from './locales/en.json';
import { permissionLabel } from './permissionLabel';

describe('the labels of permissions (issue 26: raw English in the German role editor)', () => {
  it('name every permission of the contract in German and in English', () => {
    for (const permission of ALL_PERMISSIONS) {
      const labels = [de, en].map(
        (texts) => (texts.system.permissionLabels as Record<string, string | undefined>)[permission],
      );
      expect(labels, permission).toEqual([expect.stringMatching(/\S/), expect.stringMatching(/\S/)]);
    }
  });

  it('label no permission that the contract does not have', () => {
    for (const texts of [de, en]) {
      expect(Object.keys(texts.system.permissionLabels).sort()).toEqual([...ALL_PERMISSIONS].sort());
    }
  });

  it('show the label in the interface’s language and keep the permission string as the key', async () => {
    await i18n.changeLanguage('de');
    expect(permissionLabel(Permission.listDoctors)).toBe('Ärzte auflisten und verwalten');
    await i18n.changeLanguage('en');
    expect(permissionLabel(Permission.listDoctors)).toBe('List and manage doctors');
    await i18n.changeLanguage('de');
  });

  it('show a permission an administrator added by its name', () => {
    expect(permissionLabel('export invoices')).toBe('export invoices');
  });
});
