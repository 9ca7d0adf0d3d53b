/**
 * Which chosen files an attachments fieldset takes (issue 26): the form's own limits, checked as
 * the files are picked, so a file that the server would refuse never travels. A file larger than
 * the limit or empty is left out with its reason; beyond the count (the kept attachments count
 * too) the rest are left out with one message; a file already chosen is not added twice.
 */
export interface AttachmentLimits {
  maxFiles: number;
  maxBytes: number;
}

/** An i18n key with its values ('attachments.tooLarge' of 'flyer.pdf'). */
export interface AttachmentProblem {
  key: 'attachments.tooLarge' | 'attachments.empty' | 'attachments.tooMany';
  name?: string;
}

type Chosen = Pick<File, 'name' | 'size' | 'lastModified'>;

const sameFile = (a: Chosen, b: Chosen) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export function addAttachments<F extends Chosen>(
  current: readonly F[],
  chosen: readonly F[],
  keptCount: number,
  limits: AttachmentLimits,
): { files: F[]; problems: AttachmentProblem[] } {
  const files = [...current];
  const problems: AttachmentProblem[] = [];
  let overCount = false;
  for (const file of chosen) {
    if (files.some((taken) => sameFile(taken, file))) continue;
    if (file.size > limits.maxBytes) problems.push({ key: 'attachments.tooLarge', name: file.name });
    else if (file.size === 0) problems.push({ key: 'attachments.empty', name: file.name });
    else if (keptCount + files.length >= limits.maxFiles) overCount = true;
    else files.push(file);
  }
  if (overCount) problems.push({ key: 'attachments.tooMany' });
  return { files, problems };
}
