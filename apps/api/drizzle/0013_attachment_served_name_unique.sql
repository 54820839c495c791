ALTER TABLE "attachment" DROP CONSTRAINT "attachment_stored_name_unique";--> statement-breakpoint
ALTER TABLE "attachment" ALTER COLUMN "original_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "attachment" DROP COLUMN "stored_name";--> statement-breakpoint
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_name_unique" UNIQUE("name");