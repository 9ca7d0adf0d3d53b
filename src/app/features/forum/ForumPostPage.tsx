import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { updateForumPostSchema } from '../../../contract/forum';
import { allowedPostActions } from '../../../contract/forumRules';
import type { ForumPostRow } from '../../../db/rows';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { PendingMark } from '../../components/PendingMark';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { request } from '../../api/http';
import { notify } from '../../notifications/notify';
import { useBrowserOnline } from '../../offline/useMirror';
import { forumActions } from './forumActions';
import { fieldErrorsOf } from './forumForms';
import { MovePostDialog, SpamReportDialog } from './ForumDialogs';
import { askConfirmation } from '../../components/confirm/confirmStore';
import { ForumLayout } from './ForumLayout';
import { ForumReplies } from './ForumReplies';
import { findPost, forumPaths } from './forumView';
import { MarkdownBody } from './MarkdownBody';
import { forumDate } from './PostCard';
import { translatePost, useTranslateAvailable } from './usePostTranslation';
import { useForumCatalog, useForumPendingPosts, useForumPosts, useForumUser } from './useForum';
import './forumTexts';

type Dialog = 'move' | 'spam' | null;

/** Counts the reader once on the server (online only; the count arrives with a later pull). */
function useRecordView(post: ForumPostRow | undefined, pending: boolean) {
  const online = useBrowserOnline();
  const uuid = post?.uuid;
  useEffect(() => {
    if (!uuid || pending || !online) return;
    request(`/api/posts/${encodeURIComponent(uuid)}`).catch(() => undefined);
  }, [uuid, pending, online]);
}

function EditPostForm({ post, onDone }: { post: ForumPostRow; onDone: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(post.title);
  const [body, setBody] = useState(post.body);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const changes = {
      ...(title !== post.title ? { title } : {}),
      ...(body !== post.body ? { body } : {}),
    };
    if (Object.keys(changes).length === 0) return onDone();
    const parsed = updateForumPostSchema.safeParse(changes);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    await forumActions.updatePost(post.uuid, parsed.data);
    notify.success(t('forum.done.updated'));
    onDone();
  };
  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      className="flex flex-col gap-3"
      data-testid="forum-edit-post"
    >
      <TextField
        label={t('forum.titleField')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors['title']}
      />
      <TextAreaField
        label={t('forum.content')}
        rows={8}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={errors['body']}
      />
      <div className="flex flex-wrap gap-2">
        <PrimaryButton type="submit">{t('forum.save')}</PrimaryButton>
        <SecondaryButton onClick={onDone}>{t('forum.cancel')}</SecondaryButton>
      </div>
    </form>
  );
}

/** Spec §2 'forum/{channel}/{slug}' (show-post): a post with its replies and what the user may do with it. */
export default function ForumPostPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { channel: channelSlug = '', slug = '' } = useParams();
  const user = useForumUser();
  const { channels, loaded } = useForumCatalog();
  const posts = useForumPosts();
  const pending = useForumPendingPosts();
  const online = useBrowserOnline();
  const translateAvailable = useTranslateAvailable();
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [translation, setTranslation] = useState<string | null>(null);
  const [translating, setTranslating] = useState(false);
  const post = posts ? findPost(posts, channels, channelSlug, slug) : undefined;
  const channel = post ? channels.find((item) => Number(item.id) === post.post_channel_id) : undefined;
  const pendingPaths = post ? (pending.byEntity.get(post.id) ?? []) : [];
  useRecordView(post, pendingPaths.length > 0);
  const canonical = post && channel ? forumPaths.post(channel, post) : null;
  useEffect(() => {
    // A draft path (a post written here) moves to the server's slug once it arrives.
    if (post && post.slug !== slug && canonical) navigate(canonical, { replace: true });
  }, [post, slug, canonical, navigate]);

  const confirmDelete = async (postUuid: string) => {
    const confirmed = await askConfirmation({
      title: t('forum.deletePostConfirm'),
      confirmLabel: t('forum.delete'),
      tone: 'danger',
    });
    if (!confirmed) return;
    await forumActions.deletePost(postUuid);
    notify.success(t('forum.done.deleted'));
    navigate(channel ? forumPaths.channel(channel) : forumPaths.forum());
  };

  if (!post) {
    return (
      <ForumLayout title={t('forum.title')}>
        {posts && loaded && (
          <p className="text-sm text-stone-600" data-testid="forum-post-missing">
            {t('forum.notFound')}{' '}
            <Link to={forumPaths.forum()} className="text-primary-700 underline">
              {t('forum.backToForum')}
            </Link>
          </p>
        )}
      </ForumLayout>
    );
  }
  const allowed = allowedPostActions(user, {
    authorId: post.author?.id ?? null,
    hidden: post.hidden,
    reportedByMe: post.reported_by_me,
  });
  const target = i18n.language.startsWith('en') ? 'en' : 'de';
  const translate = async () => {
    setTranslating(true);
    try {
      setTranslation(await translatePost(`${post.title}\n\n${post.body}`, target));
    } catch (error) {
      notify.apiError(error);
    } finally {
      setTranslating(false);
    }
  };
  const moved = async (channelId: number) => {
    setDialog(null);
    await forumActions.updatePost(post.uuid, { post_channel_id: channelId }, 'forumPostMove');
    notify.success(t('forum.done.moved'));
    const next = channels.find((item) => Number(item.id) === channelId);
    if (next) navigate(forumPaths.post(next, post), { replace: true });
  };

  return (
    <ForumLayout
      title={post.title}
      defaults={channel ? { groupId: channel.postgroup_id, channelId: Number(channel.id) } : undefined}
    >
      <article className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200" data-testid="forum-post">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-500">
          {channel && (
            <Link to={forumPaths.channel(channel)} className="text-primary-700 hover:underline">
              {channel.name}
            </Link>
          )}
          <span className="font-semibold text-stone-700">
            {post.author?.name ?? t('forum.unknownAuthor')}
          </span>
          <span>{t('forum.posted', { date: forumDate(post.created_at, i18n.language) })}</span>
          {post.edited_at && (
            <span>{t('forum.edited', { date: forumDate(post.edited_at, i18n.language) })}</span>
          )}
          <span>{t('forum.views', { count: post.views })}</span>
          {pendingPaths.length > 0 && <PendingMark />}
          {post.hidden && (
            <span className="rounded-full bg-stone-200 px-2 py-0.5 text-stone-700">{t('forum.hidden')}</span>
          )}
        </p>
        <div className="mt-3">
          {editing ? (
            <EditPostForm post={post} onDone={() => setEditing(false)} />
          ) : translation !== null ? (
            <div data-testid="forum-translation">
              <p className="text-xs font-semibold text-stone-500">{t('forum.translation')}</p>
              <MarkdownBody source={translation} />
            </div>
          ) : (
            <MarkdownBody source={post.body} testId="forum-post-body" />
          )}
        </div>
        {!editing && (
          <div className="mt-3 flex flex-wrap gap-2">
            {translateAvailable &&
              online &&
              (translation === null ? (
                <SecondaryButton disabled={translating} onClick={() => void translate()}>
                  {translating ? t('forum.translating') : t('forum.translate')}
                </SecondaryButton>
              ) : (
                <SecondaryButton onClick={() => setTranslation(null)}>
                  {t('forum.showOriginal')}
                </SecondaryButton>
              ))}
            {allowed.has('edit') && (
              <SecondaryButton onClick={() => setEditing(true)}>{t('forum.edit')}</SecondaryButton>
            )}
            {allowed.has('move') && (
              <SecondaryButton onClick={() => setDialog('move')}>{t('forum.move')}</SecondaryButton>
            )}
            {allowed.has('hide') && (
              <SecondaryButton
                onClick={() =>
                  void forumActions.updatePost(post.uuid, { hidden: !post.hidden }, 'forumPostHide')
                }
              >
                {post.hidden ? t('forum.show') : t('forum.hide')}
              </SecondaryButton>
            )}
            {allowed.has('reportSpam') && (
              <SecondaryButton onClick={() => setDialog('spam')}>{t('forum.reportSpam')}</SecondaryButton>
            )}
            {allowed.has('delete') && (
              <SecondaryButton onClick={() => void confirmDelete(post.uuid)}>
                {t('forum.delete')}
              </SecondaryButton>
            )}
          </div>
        )}
        {allowed.has('checkSpam') && post.spam_reports.length > 0 && (
          <div className="mt-4 rounded-md bg-red-50 p-3 text-sm" data-testid="forum-spam-reports">
            <p className="font-semibold text-red-900">{t('forum.spamReports')}</p>
            <ul className="mt-1 list-disc pl-5 text-red-900">
              {post.spam_reports.map((report) => (
                <li key={report.id}>{report.reason}</li>
              ))}
            </ul>
            <div className="mt-2 flex flex-wrap gap-2">
              <SecondaryButton
                onClick={() =>
                  void forumActions
                    .checkSpam(post.uuid, false)
                    .then(() => notify.success(t('forum.done.checked')))
                }
              >
                {t('forum.markChecked')}
              </SecondaryButton>
              <SecondaryButton
                onClick={() =>
                  void forumActions
                    .checkSpam(post.uuid, true)
                    .then(() => notify.success(t('forum.done.checked')))
                }
              >
                {t('forum.markCheckedAndHide')}
              </SecondaryButton>
            </div>
          </div>
        )}
      </article>
      <ForumReplies
        postUuid={post.uuid}
        comments={post.comments}
        user={user}
        canReply={allowed.has('reply')}
        pendingPaths={pendingPaths}
      />
      {dialog === 'move' && (
        <MovePostDialog
          channels={channels}
          currentId={post.post_channel_id}
          onClose={() => setDialog(null)}
          onMove={(id) => void moved(id)}
        />
      )}
      {dialog === 'spam' && (
        <SpamReportDialog
          onClose={() => setDialog(null)}
          onSend={(reason) => {
            setDialog(null);
            void forumActions
              .reportSpam(post.uuid, reason)
              .then(() => notify.success(t('forum.done.reported')));
          }}
        />
      )}
    </ForumLayout>
  );
}
