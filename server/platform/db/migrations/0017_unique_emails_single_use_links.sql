-- Issue 26: one account per e-mail address. Accounts that share one must be given their own before this runs.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM "users" GROUP BY lower(trim("email")) HAVING count(*) > 1) THEN
    RAISE EXCEPTION 'Several accounts share an e-mail address; give each its own before upgrading (issue 26).';
  END IF;
END $$;--> statement-breakpoint
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
DROP INDEX "newsletter_recipients_list_email_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verification_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique_idx" ON "users" USING btree (lower(trim("email")));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_recipients_user_list_email_idx" ON "newsletter_recipients" USING btree ("user_id","recipientlist_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_recipients_confirmation_idx" ON "newsletter_recipients" USING btree ("confirmation_token_hash");