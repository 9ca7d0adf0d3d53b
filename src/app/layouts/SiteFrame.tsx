import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../contract/constants';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { BrandLink } from '../components/BrandLink';
import { useLabName } from '../config/labName';
import { pathOf } from '../router/routePaths';

/**
 * The frame of the public pages and the first-run wizard (spec §2 'Layout'): header with the
 * language switcher and an action (login, or logout in the wizard), footer with the legal links
 * and the copyright line. In the wizard a user is signed in: `onLanguageSwitch` stores the choice.
 */
export function SiteFrame({
  headerAction,
  onLanguageSwitch,
  children,
}: {
  headerAction: ReactNode;
  onLanguageSwitch?: (locale: Locale) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <BrandLink to={pathOf('home')} />
          <div className="flex items-center gap-2">
            <LanguageSwitcher onSwitch={onLanguageSwitch} />
            {headerAction}
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">{children}</main>
      <SiteFooter />
    </div>
  );
}

function SiteFooter() {
  const { t } = useTranslation();
  const labName = useLabName();
  const links = [
    { to: pathOf('datenschutz'), label: t('routes.datenschutz') },
    { to: pathOf('impressum'), label: t('routes.impressum') },
    { to: pathOf('agb'), label: t('routes.agb') },
  ];
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label={t('footer.legal')} className="flex gap-5">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-primary-800 hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), company: labName })}</p>
      </div>
    </footer>
  );
}
