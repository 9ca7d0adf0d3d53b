import { describe, expect, it } from 'vitest';
import { REPORT_MAX_BYTES } from '../../../contract/constants';
import { checkBeforeUpload, uploadOutcome } from './uploadOutcome';

const NAME = 'A-100483_2026-004711_Mustermann_Erika.pdf';

describe('the outcome of one uploaded file', () => {
  it('is uploaded with the stored reference number', () => {
    const body = { data: [{ report: { befund_id: '2026-004711', id: 3 }, replaced: false }] };
    expect(uploadOutcome(NAME, 201, body)).toEqual({
      kind: 'uploaded',
      befundId: '2026-004711',
      replaced: false,
    });
  });

  it('says when the upload replaced an earlier version of the report', () => {
    const body = { data: [{ report: { befund_id: '2026-004711' }, replaced: true }] };
    expect(uploadOutcome(NAME, 201, body)).toMatchObject({ kind: 'uploaded', replaced: true });
  });

  it('names the report from the file name when the answer does not', () => {
    expect(uploadOutcome(NAME, 201, null)).toEqual({
      kind: 'uploaded',
      befundId: '2026-004711',
      replaced: false,
    });
  });

  it('shows the field messages of a refused file', () => {
    const body = {
      message: 'Zur LIS-ID im Dateinamen gibt es keinen Arzt.',
      errors: { 'files.0': ['Zur LIS-ID im Dateinamen gibt es keinen Arzt.'] },
    };
    expect(uploadOutcome(NAME, 422, body)).toEqual({
      kind: 'refused',
      status: 422,
      messages: ['Zur LIS-ID im Dateinamen gibt es keinen Arzt.'],
    });
  });

  it('shows the message of a refusal without field messages, and nothing invented for a bare 500', () => {
    expect(uploadOutcome(NAME, 403, { message: 'This action is unauthorized.' })).toEqual({
      kind: 'refused',
      status: 403,
      messages: ['This action is unauthorized.'],
    });
    expect(uploadOutcome(NAME, 500, 'Bad Gateway')).toEqual({ kind: 'refused', status: 500, messages: [] });
  });

  it('tells a missing answer and a lost session apart from a refusal', () => {
    expect(uploadOutcome(NAME, 0, null)).toEqual({ kind: 'network' });
    expect(uploadOutcome(NAME, 419, { message: 'CSRF token mismatch.' })).toEqual({
      kind: 'sessionLost',
      status: 419,
    });
  });
});

describe('the check before sending a file', () => {
  it('lets a PDF through', () => {
    expect(checkBeforeUpload({ name: NAME, type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkBeforeUpload({ name: NAME, type: '', size: 1000 })).toBeNull();
  });

  it('stops what is no PDF, is empty or is too large', () => {
    expect(checkBeforeUpload({ name: 'scan.jpg', type: 'image/jpeg', size: 1000 })).toBe(
      'validation.pdfOnly',
    );
    expect(checkBeforeUpload({ name: NAME, type: 'application/pdf', size: 0 })).toBe('validation.fileEmpty');
    expect(checkBeforeUpload({ name: NAME, type: 'application/pdf', size: REPORT_MAX_BYTES + 1 })).toBe(
      'validation.fileTooLarge',
    );
  });
});
