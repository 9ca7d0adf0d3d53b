import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../../testing/pdf';
import { acceptedAttachmentType, detectAttachmentType } from '../../platform/files/attachmentType';
import { contentDisposition } from '../../platform/files/contentDisposition';
import { createFileUrlSigner } from '../../platform/files/fileUrlSignature';

const zipWith = (...names: string[]) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(names.join('\0'))]);

describe('attachment types, by their bytes', () => {
  it('accepts PDF, PNG, JPEG, GIF and Office Open XML documents whose name agrees', () => {
    expect(acceptedAttachmentType(pdfBytes('x'), 'Flyer.PDF')?.mime).toBe('application/pdf');
    expect(acceptedAttachmentType(Buffer.from('\x89PNG\r\n\x1a\n....', 'latin1'), 'a.png')?.mime).toBe(
      'image/png',
    );
    expect(acceptedAttachmentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'a.jpeg')?.mime).toBe('image/jpeg');
    expect(acceptedAttachmentType(Buffer.from('GIF89a...'), 'a.gif')?.mime).toBe('image/gif');
    expect(
      acceptedAttachmentType(zipWith('[Content_Types].xml', 'word/document.xml'), 'Formular.docx')?.mime,
    ).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(
      acceptedAttachmentType(zipWith('[Content_Types].xml', 'xl/workbook.xml'), 'Preise.xlsx'),
    ).not.toBeNull();
  });

  it('refuses other bytes whatever the name says, a renamed file, a plain ZIP and documents with macros', () => {
    expect(detectAttachmentType(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(acceptedAttachmentType(Buffer.from('<html><script>'), 'a.pdf')).toBeNull();
    expect(acceptedAttachmentType(pdfBytes('x'), 'a.exe')).toBeNull();
    expect(acceptedAttachmentType(pdfBytes('x'), 'a.docx')).toBeNull();
    expect(acceptedAttachmentType(zipWith('payload.exe'), 'a.docx')).toBeNull();
    expect(
      acceptedAttachmentType(zipWith('[Content_Types].xml', 'word/vbaProject.bin'), 'a.docx'),
    ).toBeNull();
  });
});

describe('the download name', () => {
  it('cannot break the header, and keeps non-ASCII names as RFC 5987', () => {
    expect(contentDisposition('a"b\r\nSet-Cookie: x.pdf')).toBe(
      `attachment; filename="a_bSet-Cookie: x.pdf"; filename*=UTF-8''a%22bSet-Cookie%3A%20x.pdf`,
    );
    expect(contentDisposition('../../etc/passwd')).toContain('filename=".._.._etc_passwd"');
    expect(contentDisposition('Übersicht.pdf')).toBe(
      `attachment; filename="_bersicht.pdf"; filename*=UTF-8''%C3%9Cbersicht.pdf`,
    );
  });
});

describe('signed file URLs', () => {
  const signer = createFileUrlSigner('an-app-key-an-app-key-an-app-key');
  const now = new Date('2026-11-23T10:00:00Z');

  it('are valid for their file until they expire, and not for another file or another key', () => {
    const signed = signer.sign(7, now);
    expect(signer.verify(7, signed, now)).toBe(true);
    expect(signer.verify(8, signed, now)).toBe(false);
    expect(signer.verify(7, { ...signed, expires: signed.expires + 60 }, now)).toBe(false);
    expect(signer.verify(7, signed, new Date(signed.expires * 1000))).toBe(false);
    expect(createFileUrlSigner('another-key-another-key-another-key').verify(7, signed, now)).toBe(false);
  });
});
