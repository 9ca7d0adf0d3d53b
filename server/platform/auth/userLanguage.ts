/**
 * A user's language, stored in one place: the language of the interface, of the user's mails and
 * of server messages. Set from the profile (`PUT /api/users/{id}/update-language`) and from a
 * sign-in in another language (issue 26: the login's language becomes the account's before the
 * two-factor mail goes out). The device hears of it through the user's own sync row.
 */
import type { SQL } from 'drizzle-orm';
import type { Locale } from '../../../src/contract/constants';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppDb } from '../db/database';
import { users } from '../db/schema';
import { userScope } from '../sync/scopes';
import { writeWithChanges } from '../sync/writeWithChanges';

/** Stores `language` for the user `condition` selects; the stored row, or undefined when none. */
export async function storeUserLanguage(db: AppDb, condition: SQL, language: Locale) {
  const { result } = await writeWithChanges(db, async (tx, emit) => {
    const [row] = await tx
      .update(users)
      .set({ language })
      .where(condition)
      .returning({ id: users.id, uuid: users.uuid, language: users.language });
    if (row) emit(SyncEntity.user, row.id, [userScope(row.uuid)]);
    return row;
  });
  return result;
}
