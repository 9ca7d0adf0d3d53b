import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateForumCommentSchema } from '../../../contract/forum';
import { mayDeleteComment, mayEditComment } from '../../../contract/forumRules';
import type { ForumCommentRecord } from '../../../contract/forum';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { PendingMark } from '../../components/PendingMark';
import { TextAreaField } from '../../components/TextAreaField';
import { notify } from '../../notifications/notify';
import { authorOf, forumActions } from './forumActions';
import { fieldErrorsOf } from './forumForms';
import { askConfirmation } from '../../components/confirm/confirmStore';
import { MarkdownBody } from './MarkdownBody';
import { forumDate } from './PostCard';
import type { ForumUser } from './useForum';

function Reply({
  postUuid,
  comment,
  user,
  pending,
}: {
  postUuid: string;
  comment: ForumCommentRecord;
  user: ForumUser;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.body);
  const [error, setError] = useState<string>();
  const confirmDelete = async () => {
    const confirmed = await askConfirmation({
      title: t('forum.deleteReplyConfirm'),
      confirmLabel: t('forum.delete'),
      tone: 'danger',
    });
    if (!confirmed) return;
    await forumActions.deleteReply(postUuid, comment.uuid);
    notify.success(t('forum.done.replyDeleted'));
  };
  const facts = { authorId: comment.author?.id ?? null };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateForumCommentSchema.safeParse({ body: text });
    if (!parsed.success) return setError(fieldErrorsOf(parsed.error)['body']);
    await forumActions.editReply(postUuid, comment.uuid, parsed.data.body);
    notify.success(t('forum.done.replyUpdated'));
    setEditing(false);
  };
  return (
    <li className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-stone-200" data-testid="forum-reply">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-500">
        <span className="font-semibold text-stone-700">
          {comment.author?.name ?? t('forum.unknownAuthor')}
        </span>
        <span>{forumDate(comment.created_at, i18n.language)}</span>
        {comment.edited_at && (
          <span>{t('forum.edited', { date: forumDate(comment.edited_at, i18n.language) })}</span>
        )}
        {pending && <PendingMark />}
      </p>
      {editing ? (
        <form onSubmit={(event) => void save(event)} noValidate className="mt-2 flex flex-col gap-2">
          <TextAreaField
            label={t('forum.replyLabel')}
            hideLabel
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={error}
          />
          <div className="flex flex-wrap gap-2">
            <PrimaryButton type="submit">{t('forum.save')}</PrimaryButton>
            <SecondaryButton onClick={() => setEditing(false)}>{t('forum.cancel')}</SecondaryButton>
          </div>
        </form>
      ) : (
        <MarkdownBody source={comment.body} />
      )}
      {!editing && (
        <div className="mt-1 flex flex-wrap gap-3 text-xs">
          {mayEditComment(user, facts) && (
            <button
              type="button"
              className="text-primary-700 hover:underline"
              onClick={() => setEditing(true)}
            >
              {t('forum.edit')}
            </button>
          )}
          {mayDeleteComment(user, facts) && (
            <button
              type="button"
              className="text-red-700 hover:underline"
              onClick={() => void confirmDelete()}
            >
              {t('forum.delete')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** A post's replies, oldest first, and the reply box (spec §2 'a post with replies'). */
export function ForumReplies({
  postUuid,
  comments,
  user,
  canReply,
  pendingPaths,
}: {
  postUuid: string;
  comments: ForumCommentRecord[];
  user: ForumUser;
  canReply: boolean;
  /** The request paths still queued on this post. */
  pendingPaths: readonly string[];
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateForumCommentSchema.safeParse({ body: text });
    if (!parsed.success) return setError(fieldErrorsOf(parsed.error)['body']);
    await forumActions.reply(postUuid, authorOf({ ...user, id: user.id }), parsed.data.body);
    setText('');
    setError(undefined);
  };
  const queued = pendingPaths.length > 0;
  return (
    <section className="mt-6" aria-label={t('forum.replies', { count: comments.length })}>
      <h2 className="mb-2 text-base font-semibold">{t('forum.replies', { count: comments.length })}</h2>
      <ul className="space-y-2">
        {comments.map((comment) => (
          <Reply
            key={comment.uuid}
            postUuid={postUuid}
            comment={comment}
            user={user}
            // A reply written here has no server id until the pull brings it.
            pending={queued && comment.id === 0}
          />
        ))}
      </ul>
      {canReply && (
        <form
          onSubmit={(event) => void send(event)}
          noValidate
          className="mt-4 flex flex-col gap-2"
          data-testid="forum-reply-form"
        >
          <TextAreaField
            label={t('forum.replyLabel')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={error}
          />
          <div>
            <PrimaryButton type="submit">{t('forum.reply')}</PrimaryButton>
          </div>
        </form>
      )}
    </section>
  );
}
