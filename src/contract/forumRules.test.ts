import { describe, expect, it } from 'vitest';
import { allowedPostActions, mayPost, seesPost } from './forumRules';
import { Permission } from './permissions';

const doctor = (id: number, confirmed = true) => ({
  id,
  permissions: [Permission.accessForum],
  forumRulesConfirmedAt: confirmed ? '2026-11-01T00:00:00Z' : null,
});
const moderator = {
  id: 9,
  permissions: [Permission.accessForum, Permission.moderateForum],
  forumRulesConfirmedAt: '2026-11-01',
};
const post = { authorId: 1, hidden: false };

describe('forum rules (spec §4, issue 15)', () => {
  it('lets nobody write before the rules are confirmed', () => {
    expect(mayPost(doctor(2, false))).toBe(false);
    expect(allowedPostActions(doctor(2, false), post).has('reply')).toBe(false);
    expect(mayPost(doctor(2))).toBe(true);
  });

  it('gives edit to the author only, delete to the author and moderators', () => {
    expect([...allowedPostActions(doctor(1), post)].sort()).toEqual(['delete', 'edit', 'reply']);
    expect([...allowedPostActions(doctor(2), post)].sort()).toEqual(['reply', 'reportSpam']);
    expect(allowedPostActions(moderator, post)).toEqual(
      new Set(['reply', 'delete', 'move', 'hide', 'checkSpam', 'reportSpam']),
    );
  });

  it('shows a hidden post only to its author and moderators, and takes no replies on it', () => {
    const hidden = { authorId: 1, hidden: true };
    expect(seesPost(doctor(2), hidden)).toBe(false);
    expect(seesPost(doctor(1), hidden)).toBe(true);
    expect(allowedPostActions(doctor(1), hidden).has('reply')).toBe(false);
    expect(seesPost(moderator, hidden)).toBe(true);
  });

  it('offers a spam report once, never on one’s own post, and nothing without access forum', () => {
    expect(allowedPostActions(doctor(2), { ...post, reportedByMe: true }).has('reportSpam')).toBe(false);
    expect(allowedPostActions({ id: 2, permissions: [], forumRulesConfirmedAt: '2026' }, post).size).toBe(0);
  });
});
