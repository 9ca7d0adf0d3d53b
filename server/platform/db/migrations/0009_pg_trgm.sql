-- Trigram matching for the search indexes (global search and the report list's search): partial
-- words ('Somm' finds 'Sommer') through GIN gin_trgm_ops indexes. PGlite loads the extension's
-- code at open (server/db/database.ts); this statement enables it in the database.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
