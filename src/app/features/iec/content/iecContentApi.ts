import { writeOnline } from '../../../api/onlineWrite';
import { CATALOGUE_PATHS, type CatalogueInput, type CatalogueKind } from './iecContentForms';

/**
 * The catalogue's writes go straight to the server, online only (api/onlineWrite.ts): a change to
 * the catalogue applies to every doctor's tool at once, so one queued for later would show the
 * editor a catalogue the others do not have (docs/architecture.md). The worker pulls after a
 * success, so the mirrored catalogue, which the lists read, shows the change at once. Errors go to
 * the caller: a 422 belongs beside the form's fields.
 */
export async function saveCatalogueItem(
  kind: CatalogueKind,
  id: number | null,
  input: CatalogueInput,
): Promise<void> {
  const path = id === null ? CATALOGUE_PATHS[kind] : `${CATALOGUE_PATHS[kind]}/${id}`;
  await writeOnline(path, { method: id === null ? 'POST' : 'PUT', body: input });
}

export async function deleteCatalogueItem(kind: CatalogueKind, id: number): Promise<void> {
  await writeOnline(`${CATALOGUE_PATHS[kind]}/${id}`, { method: 'DELETE' });
}
