import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@heroicons/react/20/solid';
import type { Locale } from '../../../contract/constants';
import type { IecSourceRow } from '../../../db/rows';
import type { GroupView } from './iecView';
import { SubstanceOption } from './SubstanceOption';

/**
 * The substance groups in their order, each expandable to its substances as checkboxes. While a
 * search narrows them, every group that keeps a match is open.
 */
export function SubstanceGroupList({
  views,
  locale,
  checked,
  searching,
  showInfo,
  sources,
  onToggle,
}: {
  views: GroupView[];
  locale: Locale;
  checked: ReadonlySet<number>;
  searching: boolean;
  showInfo: boolean;
  sources: ReadonlyMap<number, IecSourceRow>;
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const flip = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ul className="flex flex-col gap-2" data-testid="iec-groups">
      {views.map(({ group, substances }) => {
        const open = searching || expanded.has(group.id);
        const picked = substances.filter((row) => checked.has(Number(row.id))).length;
        const panelId = `iec-group-${group.id}`;
        return (
          <li
            key={group.id}
            className="rounded-lg bg-white shadow-sm ring-1 ring-stone-200"
            data-testid="iec-group"
          >
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              disabled={searching}
              onClick={() => flip(group.id)}
              className="flex w-full items-center gap-3 px-3 py-3 text-left sm:px-4"
            >
              <span className="min-w-0 flex-1 font-semibold break-words">{group.title[locale]}</span>
              <span className="text-right text-xs text-stone-600">
                {t('iecTool.groups.count', { count: substances.length })}
                {picked > 0 && (
                  <span className="ml-2 font-medium text-primary-800">
                    {t('iecTool.groups.checked', { count: picked })}
                  </span>
                )}
              </span>
              <ChevronDownIcon
                className={`size-5 shrink-0 text-stone-500 ${open ? 'rotate-180' : ''}`}
                aria-hidden="true"
              />
            </button>
            {open && (
              <ul id={panelId} className="divide-y divide-stone-100 border-t border-stone-200">
                {substances.map((substance) => (
                  <SubstanceOption
                    key={substance.id}
                    substance={substance}
                    locale={locale}
                    checked={checked.has(Number(substance.id))}
                    showInfo={showInfo}
                    sources={sources}
                    onToggle={onToggle}
                  />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
