/** A post's slug (spec §2: forum/{channel}/{slug}): its title in lower-case ASCII, unique per channel. */
import { and, eq, like } from 'drizzle-orm';
import type { AppTx } from '../../platform/db/database';
import { postChannels, posts } from '../../platform/db/schema';

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const SLUG_MAX = 80;

export function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => UMLAUTS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug === '' ? 'beitrag' : slug;
}

/**
 * The title's slug, or with -2, -3, ... when the channel already has it. The channel's row is
 * locked for the rest of the transaction, so two posts of one title written at the same moment
 * get -2 and -3 one after the other instead of the second failing on the unique index.
 */
export async function uniqueSlug(
  tx: AppTx,
  channelId: number,
  title: string,
  exceptPostId?: number,
): Promise<string> {
  await tx
    .select({ id: postChannels.id })
    .from(postChannels)
    .where(eq(postChannels.id, channelId))
    .for('update');
  const base = slugOf(title);
  const taken = new Set(
    (
      await tx
        .select({ id: posts.id, slug: posts.slug })
        .from(posts)
        .where(and(eq(posts.channelId, channelId), like(posts.slug, `${base}%`)))
    )
      .filter((row) => row.id !== exceptPostId)
      .map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
