/**
 * What an attachment is, judged by its bytes, never by its name or the browser's declared type
 * (design brief: uploads checked by type). Allowed: PDF, PNG, JPEG, GIF and the Office Open XML
 * documents (Word, Excel, PowerPoint), which is what a laboratory sends its practices: flyers,
 * forms, price lists, photos of a new sample tube. Office files are ZIP archives, so a ZIP counts
 * only when it carries `[Content_Types].xml` and the part folder of its kind; the name's extension
 * must then agree with the kind, so a renamed file does not open in the wrong program. Old binary
 * Office formats (.doc, .xls) and anything with macros (.docm) are refused.
 */

export interface AttachmentType {
  mime: string;
  extensions: readonly string[];
}

const PDF: AttachmentType = { mime: 'application/pdf', extensions: ['pdf'] };
const PNG: AttachmentType = { mime: 'image/png', extensions: ['png'] };
const JPEG: AttachmentType = { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] };
const GIF: AttachmentType = { mime: 'image/gif', extensions: ['gif'] };
const OFFICE: readonly (AttachmentType & { folder: string })[] = [
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    folder: 'word/',
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    folder: 'xl/',
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
    folder: 'ppt/',
  },
];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

/** The type the bytes are, or null when they are none of the allowed ones. */
export function detectAttachmentType(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return PDF;
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return GIF;
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) {
    const archive = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (!archive.includes('[Content_Types].xml')) return null;
    if (archive.includes('vbaProject.bin')) return null;
    return OFFICE.find((kind) => archive.includes(kind.folder)) ?? null;
  }
  return null;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The file's type when its bytes are an allowed type and its name's extension agrees; else null. */
export function acceptedAttachmentType(bytes: Uint8Array, filename: string): AttachmentType | null {
  const type = detectAttachmentType(bytes);
  return type && type.extensions.includes(extensionOf(filename)) ? type : null;
}
