import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../components/Button';
import { useBrowserOnline } from '../../../offline/useMirror';
import { CatalogueItems, type CatalogueItem } from './CatalogueItems';
import { DeleteCatalogueItem } from './DeleteCatalogueItem';
import type { CatalogueKind } from './iecContentForms';

/**
 * One part of the catalogue (substances, groups or sources): its 'new' button, its filters, the
 * list, the form to create or edit, and the dialog to delete. The part supplies its items and its
 * form; `form(id, close)` gets null for a new item. The form takes the list's place rather than a
 * dialog's: a substance's form is taller than a laptop's screen and scrolls with the page.
 */
export function CatalogueTab({
  kind,
  items,
  filters,
  form,
}: {
  kind: CatalogueKind;
  items: readonly CatalogueItem[];
  filters?: ReactNode;
  form: (id: string | null, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<CatalogueItem | null>(null);
  const close = () => setEditing(null);
  if (editing) {
    return (
      <section className="flex max-w-3xl min-w-0 flex-col gap-4" data-testid="iec-content-form">
        <h2 className="text-lg font-semibold">
          {t(editing.id ? `iecContent.editTitle.${kind}` : `iecContent.new.${kind}`)}
        </h2>
        {form(editing.id, close)}
      </section>
    );
  }
  return (
    <section className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex w-full min-w-0 flex-wrap items-end gap-3 sm:w-auto">{filters}</div>
        <PrimaryButton disabled={!online} onClick={() => setEditing({ id: null })}>
          {t(`iecContent.new.${kind}`)}
        </PrimaryButton>
      </div>
      {!online && (
        <p className="text-sm text-amber-800" role="status">
          {t('iecContent.offline')}
        </p>
      )}
      <CatalogueItems
        items={items}
        online={online}
        onEdit={(id) => setEditing({ id })}
        onDelete={(id) => setDeleting(items.find((item) => item.id === id) ?? null)}
      />
      <DeleteCatalogueItem kind={kind} item={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
