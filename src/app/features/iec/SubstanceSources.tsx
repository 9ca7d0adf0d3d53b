import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { IecSourceRow } from '../../../db/rows';
import { sourceLink } from '../../components/sourceLink';

/** A substance's sources, each linking to its place on the sources page (`#source-<id>`). */
export function SubstanceSources({ sources }: { sources: IecSourceRow[] }) {
  const { t } = useTranslation();
  if (sources.length === 0) return null;
  return (
    <div className="mt-1 text-xs text-stone-600">
      <span className="font-medium">{t('iecTool.sources')}:</span>
      <ul className="mt-0.5 flex flex-col gap-0.5">
        {sources.map((source) => (
          <li key={source.id} className="break-words">
            <Link to={sourceLink(source.id)} className="text-primary-700 underline hover:text-primary-800">
              {source.citation}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
