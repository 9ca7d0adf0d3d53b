import { describe, expect, it } from 'vitest';
import type { TicketMirrorRow } from '../../../db/rows';
import de from './locales/de.json';
import en from './locales/en.json';
import {
  changedTicketFields,
  editTicketContentSchema,
  editTicketDefaults,
  isEditableStatus,
  newTicketBody,
  newTicketFormSchema,
} from './ticketForms';

/** The message each field of the form shows, in a language, as the dialog renders it. */
function fieldTexts(input: Record<string, unknown>, texts: typeof de) {
  const result = newTicketFormSchema.safeParse(input);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    const key = issue.message.replace(/^validation\./, '') as keyof typeof texts.validation;
    first[field] ??= texts.validation[key];
  }
  return first;
}

const RECIPIENT = '2b9e4d61-3c5a-4f7b-8d2e-1a6c9f0b3d02';
const valid = {
  recipient: RECIPIENT,
  subject: 'Kit fehlt',
  content: 'Bitte senden.',
  category: 1,
  priority: 0,
};

describe('the new-ticket dialog says what is wrong in the words of spec §5', () => {
  it('in German', () => {
    expect(fieldTexts({ ...valid, recipient: '', subject: '', content: '' }, de)).toEqual({
      recipient: 'Pflichtfeld.',
      subject: 'Pflichtfeld.',
      content: 'Pflichtfeld.',
    });
    expect(fieldTexts({ ...valid, subject: 'Ab', content: 'kurz' }, de)).toEqual({
      subject: 'Min. 3 Zeichen.',
      content: 'Min. 6 Zeichen.',
    });
    expect(fieldTexts({ ...valid, subject: 'x'.repeat(251), content: 'x'.repeat(1001) }, de)).toEqual({
      subject: 'Max. 250 Zeichen.',
      content: 'Max. 1000 Zeichen.',
    });
  });

  it('in English', () => {
    expect(fieldTexts({ ...valid, recipient: '', subject: 'Ab' }, en)).toEqual({
      recipient: 'Required.',
      subject: 'Min. 3 characters.',
    });
  });

  it('takes the defaults of spec §9 and sends a sub category only for category 2 (Befund)', () => {
    const parsed = newTicketFormSchema.parse({ recipient: RECIPIENT, subject: 'Kit', content: 'Inhalt!' });
    expect(parsed).toMatchObject({ category: 1, priority: 0 });
    expect(
      newTicketBody({ ...parsed, sub_category: 'Rechnung' }, crypto.randomUUID()).sub_category,
    ).toBeNull();
    expect(newTicketBody({ ...parsed, category: 2 }, crypto.randomUUID()).sub_category).toBe('Allgemein');
    expect(
      newTicketBody({ ...parsed, category: 2, sub_category: 'Rechnung' }, crypto.randomUUID()).sub_category,
    ).toBe('Rechnung');
  });
});

describe('the edit-ticket dialog', () => {
  const row = {
    id: 't1',
    uuid: 't1',
    subject: 'Kit fehlt',
    content: 'Bitte senden.',
    category: { id: 1, name: 'Allgemein' },
    sub_category: null,
    priority: { id: 0, name: 'Gering', color: '#000' },
    status: { id: 1, name: 'Offen', color: '#000' },
    recipient: { id: 2, uuid: RECIPIENT, titel: null, vorname: 'Lena', nachname: 'Labor' },
  } as TicketMirrorRow;
  const defaults = editTicketDefaults(row) as Parameters<typeof changedTicketFields>[1];

  it('sends nothing when nothing changed, and only the changed fields otherwise', () => {
    expect(changedTicketFields(row, defaults, true)).toEqual({});
    expect(changedTicketFields(row, { ...defaults, priority: 2, subject: 'Kit fehlt noch' }, true)).toEqual({
      priority: 2,
      subject: 'Kit fehlt noch',
    });
    expect(changedTicketFields(row, { ...defaults, category: 2 }, true)).toEqual({
      category: 2,
      sub_category: 'Allgemein',
    });
  });

  it('takes only the content from a doctor, whatever else the form holds (spec §5)', () => {
    expect(changedTicketFields(row, { ...defaults, priority: 2, content: 'Neuer Text' }, false)).toEqual({
      content: 'Neuer Text',
    });
    expect(editTicketContentSchema.safeParse({ content: 'kurz' }).error?.issues[0]?.message).toBe(
      'validation.ticketContentMin',
    );
  });

  it('offers no status that would close or accept the ticket behind the dialog: each has its own button', () => {
    const offered = (statusId: number) =>
      [1, 2, 3, 4].filter((id) => isEditableStatus(id, { status: { ...row.status, id: statusId } }));
    expect(offered(1)).toEqual([1, 3]);
    expect(offered(3)).toEqual([1, 3]);
    // The status it has stays selectable.
    expect(offered(2)).toEqual([1, 2, 3]);
  });
});
