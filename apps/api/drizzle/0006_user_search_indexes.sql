CREATE INDEX "user_name_trgm" ON "user" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_first_name_trgm" ON "user" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_last_name_trgm" ON "user" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_email_trgm" ON "user" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_username_trgm" ON "user" USING gin ("username" gin_trgm_ops);