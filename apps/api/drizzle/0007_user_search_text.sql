DROP INDEX "user_name_trgm";--> statement-breakpoint
DROP INDEX "user_first_name_trgm";--> statement-breakpoint
DROP INDEX "user_last_name_trgm";--> statement-breakpoint
DROP INDEX "user_email_trgm";--> statement-breakpoint
DROP INDEX "user_username_trgm";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || chr(10) || coalesce("first_name", '') || chr(10) || coalesce("last_name", '') || chr(10) || coalesce("email", '') || chr(10) || coalesce("username", ''))) STORED;--> statement-breakpoint
CREATE INDEX "user_search_text_trgm" ON "user" USING gin ("search_text" gin_trgm_ops);