import { useState } from 'react';
import { FORUM_PAGE_SIZE } from '../../../contract/constants';
import { forumPostListResponseSchema } from '../../../contract/forum';
import { SyncEntity } from '../../../contract/sync';
import { vaultWorker } from '../../../workers/syncClient';
import { request } from '../../api/http';
import { notify } from '../../notifications/notify';
import { lastUserUuid } from '../../offline/lastUser';
import { useBrowserOnline } from '../../offline/useMirror';

/**
 * The older posts of a channel, beyond the newest ones every device keeps (issue 15): paged
 * online from `GET /api/posts`, handed to the sync worker, which writes them into the mirror like
 * pulled rows (the page never writes pulled data). The screen keeps reading the mirror.
 */
export function useOlderPosts(channelId: number | undefined) {
  const online = useBrowserOnline();
  const [page, setPage] = useState(1);
  const [lastPage, setLastPage] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const loadOlder = async () => {
    if (channelId === undefined) return;
    const next = page + 1;
    setLoading(true);
    try {
      const query = new URLSearchParams({
        post_channel_id: String(channelId),
        page: String(next),
        perPage: String(FORUM_PAGE_SIZE),
      });
      const answer = forumPostListResponseSchema.parse(await request(`/api/posts?${query}`));
      const user = lastUserUuid();
      if (user) {
        await vaultWorker().cacheServerRows(
          user,
          SyncEntity.forumPost,
          answer.data.map((post) => ({ ...post, id: post.uuid })),
        );
      }
      setPage(next);
      setLastPage(answer.meta.last_page);
    } catch (error) {
      notify.apiError(error);
    } finally {
      setLoading(false);
    }
  };
  return { online, loading, more: lastPage === null || page < lastPage, loadOlder };
}
