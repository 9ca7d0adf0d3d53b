/**
 * The demo forum (issue 15): two groups with their topic channels, a few discussions with replies
 * by dr.weber, dr.klein and the laboratory. dr.weber, labor and admin have confirmed the forum
 * rules; dr.klein has not, so the rules dialog shows at his first visit (and the end-to-end test
 * confirms them). No patient is named. Runs inside the caller's seeding transaction, once.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppTx } from '../../platform/db/database';
import { postChannels, postComments, postGroups, postViews, posts, users } from '../../platform/db/schema';
import { FORUM_SCOPE } from './forumAccess';
import { slugOf } from './forumSlug';
import { userScope } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';

const HOUR_MS = 3_600_000;

type Person = 'dr.weber' | 'dr.klein' | 'labor';

const GROUPS = [
  { slug: 'fachgruppen', name: 'Fachgruppen', sort: 1 },
  { slug: 'labor-und-praxis', name: 'Labor und Praxis', sort: 2 },
] as const;

const CHANNELS = [
  { slug: 'mikrobiom', name: 'Mikrobiom', group: 'fachgruppen', sort: 1 },
  { slug: 'umweltmedizin', name: 'Umweltmedizin', group: 'fachgruppen', sort: 2 },
  { slug: 'praeventivmedizin', name: 'Präventivmedizin', group: 'fachgruppen', sort: 3 },
  { slug: 'praeanalytik', name: 'Präanalytik', group: 'labor-und-praxis', sort: 1 },
  { slug: 'abrechnung', name: 'Abrechnung', group: 'labor-und-praxis', sort: 2 },
] as const;

const POSTS: readonly {
  channel: (typeof CHANNELS)[number]['slug'];
  by: Person;
  title: string;
  body: string;
  hoursAgo: number;
  replies: readonly { by: Person; body: string; hoursAgo: number }[];
}[] = [
  {
    channel: 'mikrobiom',
    by: 'dr.weber',
    title: 'Erfahrungen mit Zonulin im Stuhl',
    body: 'Wie interpretieren Sie **erhöhte Zonulinwerte** ohne klinische Beschwerden?\n\n- Kontrolle nach 3 Monaten?\n- Sofort Ernährungsumstellung?',
    hoursAgo: 72,
    replies: [
      {
        by: 'labor',
        body: 'Wir empfehlen eine Kontrolle nach 8 bis 12 Wochen, idealerweise mit Calprotectin.',
        hoursAgo: 70,
      },
      { by: 'dr.weber', body: 'Danke, das deckt sich mit unserer Praxis.', hoursAgo: 69 },
    ],
  },
  {
    channel: 'praeanalytik',
    by: 'labor',
    title: 'Neue Versandboxen ab Dezember',
    body: 'Ab Dezember verschicken wir die neuen Versandboxen. Die alten Boxen können weiter verwendet werden.',
    hoursAgo: 48,
    replies: [{ by: 'dr.weber', body: 'Gibt es die neuen Boxen auch für Speichelproben?', hoursAgo: 40 }],
  },
  {
    channel: 'umweltmedizin',
    by: 'dr.weber',
    title: 'Schwermetalle: Provokationstest sinnvoll?',
    body: 'Mich interessiert Ihre Meinung zum Provokationstest mit DMPS. Literatur gern als Link.',
    hoursAgo: 30,
    replies: [],
  },
  {
    channel: 'abrechnung',
    by: 'labor',
    title: 'Pauschale für Auslandsaufträge',
    body: 'Zur Erinnerung: für Aufträge aus dem Ausland berechnen wir eine Pauschale von 20,00 EUR.',
    hoursAgo: 20,
    replies: [],
  },
];

export async function seedDemoForum(tx: AppTx, { now, emit }: { now: Date; emit: Emit }): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(postGroups);
  if (existing && existing.n > 0) return;
  const people = await tx
    .select({ id: users.id, uuid: users.uuid, username: users.username })
    .from(users)
    .where(inArray(users.username, ['dr.weber', 'dr.klein', 'labor', 'admin']));
  const idOf = (name: Person) => {
    const person = people.find((row) => row.username === name);
    if (!person) throw new Error(`demo user ${name} is missing`);
    return person.id;
  };
  for (const person of people.filter((row) => row.username !== 'dr.klein')) {
    await tx.update(users).set({ forumRulesConfirmedAt: now }).where(eq(users.id, person.id));
    emit(SyncEntity.user, person.id, [userScope(person.uuid)]);
  }
  const groupRows = await tx
    .insert(postGroups)
    .values([...GROUPS])
    .returning();
  const groupId = new Map(groupRows.map((row) => [row.slug, row.id]));
  for (const row of groupRows) emit(SyncEntity.postGroup, row.id, [FORUM_SCOPE]);
  const channelRows = await tx
    .insert(postChannels)
    .values(CHANNELS.map(({ group, ...channel }) => ({ ...channel, postgroupId: groupId.get(group) ?? 0 })))
    .returning();
  const channelId = new Map(channelRows.map((row) => [row.slug, row.id]));
  for (const row of channelRows) emit(SyncEntity.postChannel, row.id, [FORUM_SCOPE]);
  for (const post of POSTS) {
    const at = new Date(now.getTime() - post.hoursAgo * HOUR_MS);
    const [row] = await tx
      .insert(posts)
      .values({
        channelId: channelId.get(post.channel) ?? 0,
        slug: slugOf(post.title),
        title: post.title,
        body: post.body,
        authorId: idOf(post.by),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('demo post not created');
    for (const reply of post.replies) {
      const replyAt = new Date(now.getTime() - reply.hoursAgo * HOUR_MS);
      await tx.insert(postComments).values({
        postId: row.id,
        authorId: idOf(reply.by),
        body: reply.body,
        createdAt: replyAt,
        updatedAt: replyAt,
      });
    }
    const readers: Person[] = ['dr.weber', 'labor'];
    await tx
      .insert(postViews)
      .values(readers.map((reader) => ({ postId: row.id, userId: idOf(reader), viewedAt: at })));
    emit(SyncEntity.forumPost, row.uuid, [FORUM_SCOPE]);
  }
}
