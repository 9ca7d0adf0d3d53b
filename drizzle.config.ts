import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a SQL migration for every schema change; they are checked in. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/platform/db/schema/index.ts',
  out: './server/platform/db/migrations',
});
