/** The roles' ids by name (Admin, Arzt, Labor, ...): the seed and tests address roles by name. */
import type { AppDb } from '../db/database';
import { roles } from '../db/schema';

export async function roleIdsByName(db: AppDb): Promise<Map<string, number>> {
  const rows = await db.select({ id: roles.id, name: roles.name }).from(roles);
  return new Map(rows.map((row) => [row.name, row.id]));
}
