import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX_PER_MESSAGE } from '../../contract/constants';
import { addAttachments } from './attachmentChoice';

const limits = { maxFiles: ATTACHMENTS_MAX_PER_MESSAGE, maxBytes: ATTACHMENT_MAX_BYTES };
const file = (name: string, size = 1000) => ({ name, size, lastModified: 1 });

describe('the files an attachments fieldset takes', () => {
  it('takes chosen files one after another, each once', () => {
    const first = addAttachments([], [file('a.pdf')], 0, limits);
    const second = addAttachments(first.files, [file('b.png'), file('a.pdf')], 0, limits);
    expect(second.files.map((taken) => taken.name)).toEqual(['a.pdf', 'b.png']);
    expect(second.problems).toEqual([]);
  });

  it('leaves out a file larger than the form allows, and an empty one, naming them', () => {
    const { files, problems } = addAttachments(
      [],
      [file('big.pdf', ATTACHMENT_MAX_BYTES + 1), file('empty.pdf', 0), file('ok.pdf', ATTACHMENT_MAX_BYTES)],
      0,
      limits,
    );
    expect(files.map((taken) => taken.name)).toEqual(['ok.pdf']);
    expect(problems).toEqual([
      { key: 'attachments.tooLarge', name: 'big.pdf' },
      { key: 'attachments.empty', name: 'empty.pdf' },
    ]);
  });

  it('takes no more than the form’s count, the kept attachments included', () => {
    const chosen = ['1', '2', '3', '4'].map((name) => file(`${name}.pdf`));
    const { files, problems } = addAttachments([], chosen, 2, limits);
    expect(files).toHaveLength(ATTACHMENTS_MAX_PER_MESSAGE - 2);
    expect(problems).toEqual([{ key: 'attachments.tooMany' }]);
  });
});
