ALTER TABLE "mail_outbox" ADD COLUMN "contact_request_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_contact_request_id_contact_request_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_request_idx" ON "mail_outbox" USING btree ("contact_request_id");--> statement-breakpoint
-- Mails already in the outbox that the request's history names: tied to their request too.
UPDATE "mail_outbox" SET "contact_request_id" = "contact_request_mail"."contact_request_id" FROM "contact_request_mail" WHERE "contact_request_mail"."outbox_id" = "mail_outbox"."id";
