import { useTranslation } from 'react-i18next';
import { useMirror } from '../../offline/useMirror';
import { useSignedInUser } from '../../session/useSignedInUser';
import { officeSettingFacts } from './officeSettings';
import { useOfficeSettingLabels } from './useOfficeSettingLookups';
import './officeTexts';

/**
 * The signed-in doctor's practices with their settings (spec §3 lookups: report dispatch, invoice
 * dispatch, payment), read-only: the laboratory sets them. Shown on the doctor's own account page;
 * nothing for a user who belongs to no practice (staff).
 */
export function OwnPracticeSettings() {
  const { t, i18n } = useTranslation();
  const viewer = useSignedInUser();
  const lookups = useOfficeSettingLabels();
  const own =
    useMirror(
      (db) => db.office.filter((office) => office.doctor_ids.includes(viewer.id)).sortBy('name'),
      [viewer.id],
    ) ?? [];
  if (own.length === 0) return null;
  return (
    <section
      aria-labelledby="own-practice-settings"
      className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200"
      data-testid="own-practice-settings"
    >
      <h2 id="own-practice-settings" className="text-lg font-semibold">
        {t('offices.settings.own', { count: own.length })}
      </h2>
      {own.map((office) => (
        <div key={office.id} className="flex min-w-0 flex-col gap-2">
          <h3 className="font-medium break-words">{office.name}</h3>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            {officeSettingFacts(office, lookups, i18n.resolvedLanguage).map((fact) => (
              <div key={fact.field} className="contents">
                <dt className="text-stone-600">{t(fact.label)}</dt>
                <dd className="break-words">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
