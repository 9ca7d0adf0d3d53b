/** Column helpers every table shares, so timestamps mean the same thing everywhere (UTC instants). */
import { timestamp } from 'drizzle-orm/pg-core';

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const timestamps = {
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  updatedAt: timestampTz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** `'a', 'b'` for a CHECK (... IN (...)) built from a contract's constant list. */
export const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
