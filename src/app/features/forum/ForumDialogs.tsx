import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { spamReportSchema } from '../../../contract/forum';
import type { PostChannelRow } from '../../../db/rows';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { fieldErrorsOf } from './forumForms';
import { sortedChannels } from './forumView';

/** Spec §5: a spam report needs a reason. */
export function SpamReportDialog({
  onClose,
  onSend,
}: {
  onClose: () => void;
  onSend: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = spamReportSchema.safeParse({ reason });
    if (!parsed.success) return setError(fieldErrorsOf(parsed.error)['reason']);
    onSend(parsed.data.reason);
  };
  return (
    <FormDialog open onClose={onClose} title={t('forum.spamTitle')} testId="forum-spam-dialog">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextAreaField
          label={t('forum.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <SecondaryButton onClick={onClose}>{t('forum.cancel')}</SecondaryButton>
          <PrimaryButton type="submit">{t('forum.reportSpam')}</PrimaryButton>
        </div>
      </form>
    </FormDialog>
  );
}

/** Staff move a post to another channel (its group follows the channel). */
export function MovePostDialog({
  channels,
  currentId,
  onClose,
  onMove,
}: {
  channels: PostChannelRow[];
  currentId: number;
  onClose: () => void;
  onMove: (channelId: number) => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(String(currentId));
  return (
    <FormDialog open onClose={onClose} title={t('forum.moveTitle')} testId="forum-move-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (Number(target) !== currentId) onMove(Number(target));
          else onClose();
        }}
        className="flex flex-col gap-3"
      >
        <SelectField
          label={t('forum.moveTo')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          options={sortedChannels(channels).map((channel) => ({ value: channel.id, label: channel.name }))}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <SecondaryButton onClick={onClose}>{t('forum.cancel')}</SecondaryButton>
          <PrimaryButton type="submit">{t('forum.move')}</PrimaryButton>
        </div>
      </form>
    </FormDialog>
  );
}
