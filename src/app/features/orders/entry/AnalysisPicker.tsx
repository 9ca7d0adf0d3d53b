import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MagnifyingGlassIcon, StarIcon as StarOutline } from '@heroicons/react/24/outline';
import { CheckIcon, PlusIcon, StarIcon } from '@heroicons/react/20/solid';
import { analysisName } from '../../../../contract/analyses';
import type { AnalysisProfileRow, AnalysisRow, OrderFavouriteRow } from '../../../../db/rows';
import { analysisGroups, offeredProfiles, searchAnalyses } from './analysisChoice';
import type { FavouriteItem } from './favouriteActions';
import { isFavourite } from './favouriteActions';
import { TubeSwatch } from './TubeSwatch';
import type { EntryCatalogue } from './useEntryData';

/**
 * Picking analyses (issue 28): by search over code and both names, by catalogue group, by profile
 * (which adds its analyses at once) and from the practice's favourites, each one tap; the star
 * makes an analysis or a profile a favourite of the practice. One full-width list under the
 * search or the mode's buttons, so it works on a phone as on the laptop.
 */
const MODES = ['search', 'groups', 'profiles', 'favourites'] as const;
type Mode = (typeof MODES)[number];

export interface PickerProps {
  catalogue: EntryCatalogue;
  chosenIds: ReadonlySet<number>;
  /** The profiles some chosen analysis came from. */
  chosenProfileIds: ReadonlySet<number>;
  onAnalysis: (id: number) => void;
  onProfile: (profile: AnalysisProfileRow) => void;
  favourites: readonly OrderFavouriteRow[];
  onFavourite: (item: FavouriteItem) => void;
}

export function AnalysisPicker(props: PickerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'de';
  const [mode, setMode] = useState<Mode>('search');
  const [query, setQuery] = useState('');
  const [groupKey, setGroupKey] = useState('');
  const { catalogue } = props;
  const groups = useMemo(() => analysisGroups(catalogue.analyses, language), [catalogue.analyses, language]);
  const profiles = useMemo(
    () => offeredProfiles(catalogue.profiles, catalogue.byId, language),
    [catalogue.profiles, catalogue.byId, language],
  );
  const hits = useMemo(
    () => searchAnalyses(catalogue.analyses, query, language),
    [catalogue.analyses, query, language],
  );
  const group = groups.find((candidate) => candidate.key === groupKey) ?? groups[0];
  const favouriteProfiles = profiles.filter((profile) =>
    isFavourite(props.favourites, { profile_id: Number(profile.id) }),
  );
  const favouriteAnalyses = catalogue.analyses.filter(
    (row) => row.withdrawn_at === null && isFavourite(props.favourites, { analysis_id: Number(row.id) }),
  );

  return (
    <section
      className="flex min-w-0 flex-col gap-3"
      aria-labelledby="analysis-picker"
      data-testid="analysis-picker"
    >
      <h2 id="analysis-picker" className="sr-only">
        {t('orderEntry.picker.title')}
      </h2>
      <div className="flex flex-wrap gap-1" role="group" aria-label={t('orderEntry.picker.title')}>
        {MODES.map((candidate) => (
          <button
            key={candidate}
            type="button"
            aria-pressed={mode === candidate}
            onClick={() => setMode(candidate)}
            className="rounded-full px-3 py-1 text-sm ring-1 ring-stone-300 aria-pressed:bg-primary-700 aria-pressed:text-white aria-pressed:ring-primary-700"
            data-testid={`picker-${candidate}`}
          >
            {t(`orderEntry.picker.${candidate}`)}
          </button>
        ))}
      </div>
      {mode === 'search' && (
        <>
          <label className="relative block">
            <span className="sr-only">{t('orderEntry.picker.searchLabel')}</span>
            <MagnifyingGlassIcon
              className="absolute top-2.5 left-3 size-4 text-stone-500"
              aria-hidden="true"
            />
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('orderEntry.picker.searchLabel')}
              className="w-full rounded-md border border-stone-300 py-2 pr-3 pl-9 text-sm shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-primary-600"
              data-testid="analysis-search"
            />
          </label>
          {query.trim() !== '' && hits.length === 0 && (
            <p className="text-sm text-stone-600">{t('orderEntry.picker.noHits')}</p>
          )}
          <AnalysisOptions rows={hits} {...props} />
        </>
      )}
      {mode === 'groups' && group && (
        <>
          <select
            value={group.key}
            onChange={(event) => setGroupKey(event.target.value)}
            aria-label={t('orderEntry.picker.groups')}
            className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm"
            data-testid="analysis-group"
          >
            {groups.map((candidate) => (
              <option key={candidate.key} value={candidate.key}>
                {candidate.name}
              </option>
            ))}
          </select>
          <AnalysisOptions rows={group.analyses} {...props} />
        </>
      )}
      {mode === 'profiles' && <ProfileOptions profiles={profiles} {...props} />}
      {mode === 'favourites' &&
        (favouriteProfiles.length + favouriteAnalyses.length === 0 ? (
          <p className="text-sm text-stone-600">{t('orderEntry.picker.noFavourites')}</p>
        ) : (
          <>
            <ProfileOptions profiles={favouriteProfiles} {...props} />
            <AnalysisOptions rows={favouriteAnalyses} {...props} />
          </>
        ))}
    </section>
  );
}

function FavouriteStar({
  item,
  favourites,
  onFavourite,
  name,
}: {
  item: FavouriteItem;
  name: string;
} & Pick<PickerProps, 'favourites' | 'onFavourite'>) {
  const { t } = useTranslation();
  const starred = isFavourite(favourites, item) !== undefined;
  const Icon = starred ? StarIcon : StarOutline;
  return (
    <button
      type="button"
      aria-pressed={starred}
      onClick={() => onFavourite(item)}
      className="shrink-0 rounded-md p-2 text-amber-500 hover:bg-stone-100"
      title={t(starred ? 'orderEntry.picker.unstar' : 'orderEntry.picker.star', { name })}
      data-testid="favourite-star"
    >
      <span className="sr-only">
        {t(starred ? 'orderEntry.picker.unstar' : 'orderEntry.picker.star', { name })}
      </span>
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

function AnalysisOptions({
  rows,
  chosenIds,
  onAnalysis,
  favourites,
  onFavourite,
}: { rows: readonly AnalysisRow[] } & PickerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'de';
  if (rows.length === 0) return null;
  return (
    <ul className="flex max-h-80 flex-col divide-y divide-stone-100 overflow-y-auto rounded-md ring-1 ring-stone-200">
      {rows.map((row) => {
        const id = Number(row.id);
        const chosen = chosenIds.has(id);
        const name = analysisName(row, language);
        return (
          <li key={row.id} className="flex items-center gap-1 px-1">
            <button
              type="button"
              aria-pressed={chosen}
              onClick={() => onAnalysis(id)}
              className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-stone-50"
              data-testid="analysis-option"
            >
              {chosen ? (
                <CheckIcon className="size-4 shrink-0 text-primary-700" aria-hidden="true" />
              ) : (
                <PlusIcon className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
              )}
              <span className="w-16 shrink-0 font-mono text-xs text-stone-600">{row.code}</span>
              <span className="min-w-0 flex-1 break-words">{name}</span>
              <TubeSwatch tube={row.tube} />
              <span className="hidden shrink-0 text-xs text-stone-600 sm:inline">
                {t(`material.${row.material}`)}
              </span>
            </button>
            <FavouriteStar
              item={{ analysis_id: id }}
              name={name}
              favourites={favourites}
              onFavourite={onFavourite}
            />
          </li>
        );
      })}
    </ul>
  );
}

function ProfileOptions({
  profiles,
  chosenProfileIds,
  onProfile,
  favourites,
  onFavourite,
}: { profiles: readonly AnalysisProfileRow[] } & PickerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'de';
  if (profiles.length === 0) return null;
  return (
    <ul className="flex flex-col divide-y divide-stone-100 rounded-md ring-1 ring-stone-200">
      {profiles.map((profile) => {
        const id = Number(profile.id);
        const name = analysisName(profile, language);
        const chosen = chosenProfileIds.has(id);
        return (
          <li key={profile.id} className="flex items-center gap-1 px-1">
            <button
              type="button"
              aria-pressed={chosen}
              onClick={() => onProfile(profile)}
              className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-stone-50"
              data-testid="profile-option"
            >
              {chosen ? (
                <CheckIcon className="size-4 shrink-0 text-primary-700" aria-hidden="true" />
              ) : (
                <PlusIcon className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
              )}
              <span className="min-w-0 flex-1 font-medium break-words">{name}</span>
              <span className="shrink-0 text-xs text-stone-600">
                {t('orderEntry.picker.profileSize', { count: profile.analysis_ids.length })}
              </span>
            </button>
            <FavouriteStar
              item={{ profile_id: id }}
              name={name}
              favourites={favourites}
              onFavourite={onFavourite}
            />
          </li>
        );
      })}
    </ul>
  );
}
