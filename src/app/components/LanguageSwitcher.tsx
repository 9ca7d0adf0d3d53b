import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../contract/constants';
import { LANGUAGE_BUTTON_CLASS } from './languageButtonClass';

/**
 * Two buttons, DE and EN: one click, no menu to open, and light enough for the login route.
 * The choice is remembered by the language detector (localStorage); signed in, `onSwitch` also
 * stores it on the account, so mails come in that language.
 */
export function LanguageSwitcher({ onSwitch }: { onSwitch?: (locale: Locale) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('language.switch')} className="flex rounded-md ring-1 ring-stone-300">
      {LOCALES.map((locale) => {
        const active = i18n.resolvedLanguage === locale;
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={active}
            // The visible 'DE'/'EN' starts the accessible name (WCAG 2.5.3, axe label-content-name-mismatch):
            // a voice-control user says what they see.
            aria-label={`${locale.toUpperCase()} ${t(`language.${locale}`)}`}
            onClick={() => {
              void i18n.changeLanguage(locale);
              onSwitch?.(locale);
            }}
            className={active ? LANGUAGE_BUTTON_CLASS.active : LANGUAGE_BUTTON_CLASS.inactive}
          >
            {locale}
          </button>
        );
      })}
    </div>
  );
}
