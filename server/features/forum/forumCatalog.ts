/** The forum's groups and channels as the contract's records (postGroupRecordSchema, postChannelRecordSchema). */
import { asc, eq, type SQL } from 'drizzle-orm';
import type { PostChannelRecord, PostGroupRecord } from '../../../src/contract/forum';
import type { AppDb, AppTx } from '../../platform/db/database';
import { postChannels, postGroups } from '../../platform/db/schema';

type Reader = AppDb | AppTx;

export async function readGroups(db: Reader, condition?: SQL, limit = 1000): Promise<PostGroupRecord[]> {
  const rows = await db.select().from(postGroups).where(condition).orderBy(asc(postGroups.id)).limit(limit);
  return rows.map(({ id, slug, name, sort }) => ({ id, slug, name, sort }));
}

export async function readChannels(db: Reader, condition?: SQL, limit = 1000): Promise<PostChannelRecord[]> {
  const rows = await db
    .select({ channel: postChannels, groupSlug: postGroups.slug })
    .from(postChannels)
    .innerJoin(postGroups, eq(postGroups.id, postChannels.postgroupId))
    .where(condition)
    .orderBy(asc(postChannels.id))
    .limit(limit);
  return rows.map(({ channel, groupSlug }) => ({
    id: channel.id,
    slug: channel.slug,
    name: channel.name,
    postgroup_id: channel.postgroupId,
    postgroup_slug: groupSlug,
    sort: channel.sort,
  }));
}
