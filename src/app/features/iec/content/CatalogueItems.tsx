import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../../components/Button';

export interface CatalogueItem {
  id: string;
  title: string;
  details: readonly string[];
}

/**
 * One part of the catalogue as a list of cards: they stack on a phone and wrap their text, so the
 * page never scrolls sideways; each with its edit and delete buttons, which wait for a connection.
 */
export function CatalogueItems({
  items,
  online,
  onEdit,
  onDelete,
}: {
  items: readonly CatalogueItem[];
  online: boolean;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-sm text-stone-600" data-testid="iec-content-count">
        {t('iecContent.count', { count: items.length })}
      </p>
      {items.length === 0 ? (
        <p className="text-sm text-stone-600">{t('iecContent.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li
              key={item.id}
              data-testid="iec-content-item"
              className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{item.title}</p>
                {item.details.map((detail) => (
                  <p key={detail} className="text-sm break-words text-stone-600">
                    {detail}
                  </p>
                ))}
              </div>
              <div className="flex shrink-0 gap-2">
                <SecondaryButton disabled={!online} onClick={() => onEdit(item.id)}>
                  {t('iecContent.edit')}
                  <span className="sr-only">: {item.title}</span>
                </SecondaryButton>
                <SecondaryButton disabled={!online} onClick={() => onDelete(item.id)}>
                  {t('iecContent.delete')}
                  <span className="sr-only">: {item.title}</span>
                </SecondaryButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
