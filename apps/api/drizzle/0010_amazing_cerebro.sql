ALTER TABLE "audit_event" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "audit_event" ADD COLUMN "record_id" integer;--> statement-breakpoint
CREATE INDEX "audit_event_record_idx" ON "audit_event" USING btree ("model","record_id");