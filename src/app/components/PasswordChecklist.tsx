import './componentTexts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, MinusCircleIcon } from '@heroicons/react/20/solid';
import { PASSWORD_MIN_LENGTH } from '../../contract/constants';
import type { PasswordCheck } from './checkPassword';

/** The five password rules of spec §5, ticked as the user types (see `checkPassword`). */
export function PasswordChecklist({ check }: { check: PasswordCheck }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="rounded-md bg-stone-50 p-3 text-sm ring-1 ring-stone-200">
      <p id={titleId} className="font-medium text-stone-700">
        {t('passwordChecklist.title')}
      </p>
      <ul aria-labelledby={titleId} className="mt-2 flex flex-col gap-1">
        {check.rules.map((rule) => (
          <li
            key={rule.key}
            data-met={rule.met}
            className={`flex items-center gap-2 ${rule.met ? 'text-green-800' : 'text-stone-600'}`}
          >
            {rule.met ? (
              <CheckCircleIcon className="size-5 shrink-0 text-green-600" aria-hidden="true" />
            ) : (
              <MinusCircleIcon className="size-5 shrink-0 text-stone-400" aria-hidden="true" />
            )}
            <span>{t(rule.key, { min: PASSWORD_MIN_LENGTH })}</span>
            <span className="sr-only">
              ({rule.met ? t('passwordChecklist.met') : t('passwordChecklist.unmet')})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
