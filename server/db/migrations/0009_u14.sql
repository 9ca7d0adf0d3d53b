ALTER TABLE "offices" ADD COLUMN "bsnr" text;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_bsnr_unique" UNIQUE("bsnr");