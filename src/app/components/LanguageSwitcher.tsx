import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { LanguageIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../contract/constants';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Menu as="div" className="relative">
      <MenuButton
        className="flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100"
        aria-label={t('language.switch')}
      >
        <LanguageIcon className="size-5" aria-hidden="true" />
        <span className="uppercase">{i18n.resolvedLanguage}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 w-36 rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 focus:outline-none"
      >
        {LOCALES.map((locale) => (
          <MenuItem key={locale}>
            <button
              type="button"
              lang={locale}
              onClick={() => void i18n.changeLanguage(locale)}
              className="block w-full px-3 py-1.5 text-left text-sm data-focus:bg-stone-100"
            >
              {t(`language.${locale}`)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
