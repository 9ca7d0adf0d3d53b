-- The sync protocol's commit-ordered counter has exactly one row (id 1); writers only ever UPDATE it.
INSERT INTO "sync_clock" ("id", "v") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
