/**
 * Writes an iEC result document (iecDocumentModel.ts) as an Excel workbook with write-excel-file's
 * universal build (pure JavaScript over fflate: the same on the server and in the device's
 * worker). Sheet 1 ('Auswahl'/'Selection'): the laboratory and the date in the first two rows,
 * then a header row and one row per selected substance (group, name, CAS number, synonyms, short
 * info, source numbers). Sheet 2 ('Quellen'/'Sources'): the numbered sources. Uint8Array out.
 */
import writeXlsxFile, { type Row, type SheetData } from 'write-excel-file/universal';
import { sourceReferences, type IecDocumentModel } from './iecDocumentModel';

/** The rows above the header row of the selection sheet (laboratory, title and date, a blank). */
export const IEC_XLSX_HEADER_ROW = 4;

const bold = (value: string) => ({ value, fontWeight: 'bold' as const });

export async function renderIecXlsx(model: IecDocumentModel): Promise<Uint8Array> {
  const { labels } = model;
  const selection: SheetData = [
    [bold(model.labName)],
    [`${labels.title} - ${labels.date}: ${model.dateText}`],
    [null],
    [labels.group, labels.substance, labels.cas, labels.synonyms, labels.info, labels.sources].map(bold),
    ...model.groups.flatMap((group) =>
      group.substances.map((substance): Row => [
        group.title,
        substance.name,
        substance.cas ?? '',
        substance.synonyms.join(', '),
        { value: substance.info, wrap: true },
        sourceReferences(substance.sourceNumbers),
      ]),
    ),
  ];
  const sources: SheetData = [
    [bold(labels.number), bold(labels.citation)],
    ...model.sources.map((source): Row => [source.number, { value: source.citation, wrap: true }]),
  ];
  const blob = await writeXlsxFile([
    {
      data: selection,
      sheet: labels.sheetSelection,
      columns: [{ width: 24 }, { width: 32 }, { width: 12 }, { width: 32 }, { width: 80 }, { width: 12 }],
    },
    { data: sources, sheet: labels.sheetSources, columns: [{ width: 6 }, { width: 100 }] },
  ]).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
