/**
 * The iEC result documents, written once for the server and the device (issue 16): build the model
 * from the catalogue's records, then render it as PDF or XLSX. Import only from here.
 */
export {
  buildIecDocument,
  iecDocumentFileName,
  type IecDocumentInput,
  type IecDocumentModel,
} from './iecDocumentModel';
export { IEC_DOCUMENT_LABELS } from './iecDocumentLabels';
export { renderIecPdf } from './renderIecPdf';
export { renderIecXlsx, IEC_XLSX_HEADER_ROW } from './renderIecXlsx';
