import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createForumPostSchema } from '../../../contract/forum';
import { FORUM_TITLE_MAX } from '../../../contract/constants';
import type { PostChannelRow, PostGroupRow } from '../../../db/rows';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { authorOf, forumActions } from './forumActions';
import { fieldErrorsOf } from './forumForms';
import { channelsOfGroup, draftSlug, forumPaths, sortedGroups } from './forumView';
import type { ForumUser } from './useForum';

/** Spec §5 'New post': title, channel, group and content, all required. */
export function NewPostDialog({
  onClose,
  groups,
  channels,
  user,
  defaults = {},
}: {
  onClose: () => void;
  groups: PostGroupRow[];
  channels: PostChannelRow[];
  user: ForumUser;
  defaults?: { groupId?: number; channelId?: number };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [groupId, setGroupId] = useState(defaults.groupId ? String(defaults.groupId) : '');
  const [channelId, setChannelId] = useState(defaults.channelId ? String(defaults.channelId) : '');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const groupChannels = groupId ? channelsOfGroup(channels, Number(groupId)) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = {
      postgroup_id: groupId ? Number(groupId) : undefined,
      post_channel_id: channelId ? Number(channelId) : undefined,
      title,
      body,
    };
    const parsed = createForumPostSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    const channel = channels.find((item) => item.id === channelId);
    if (!channel) return;
    try {
      const uuid = await forumActions.createPost(parsed.data, authorOf({ ...user, id: user.id }), channel);
      notify.success(t('forum.done.created'));
      onClose();
      navigate(forumPaths.post(channel, { slug: draftSlug(parsed.data.title, uuid) }));
    } catch (error) {
      notify.apiError(error);
    }
  };

  return (
    <FormDialog open onClose={onClose} title={t('forum.newDiscussion')} testId="forum-new-post">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
        <TextField
          label={t('forum.titleField')}
          value={title}
          maxLength={FORUM_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          error={errors['title']}
        />
        <SelectField
          label={t('forum.group')}
          value={groupId}
          onChange={(event) => {
            setGroupId(event.target.value);
            setChannelId('');
          }}
          options={[
            { value: '', label: '' },
            ...sortedGroups(groups).map((g) => ({ value: g.id, label: g.name })),
          ]}
          error={errors['postgroup_id']}
        />
        <SelectField
          label={t('forum.channel')}
          value={channelId}
          onChange={(event) => setChannelId(event.target.value)}
          options={[{ value: '', label: '' }, ...groupChannels.map((c) => ({ value: c.id, label: c.name }))]}
          error={errors['post_channel_id']}
        />
        <TextAreaField
          label={t('forum.content')}
          rows={6}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={errors['body']}
        />
        <p className="text-xs text-stone-500">{t('forum.contentHint')}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <SecondaryButton onClick={onClose}>{t('forum.cancel')}</SecondaryButton>
          <PrimaryButton type="submit">{t('forum.send')}</PrimaryButton>
        </div>
      </form>
    </FormDialog>
  );
}
