CREATE TABLE "sync_origin" (
	"id" smallint PRIMARY KEY NOT NULL,
	"database_oid" bigint NOT NULL,
	"system_identifier" text NOT NULL,
	CONSTRAINT "sync_origin_single_row" CHECK (id = 1)
);
