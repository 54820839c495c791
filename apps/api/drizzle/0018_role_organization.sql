ALTER TABLE "role" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Roles written before roles had an organization go to the organization of their holders (the
-- first one when several), or to the first organization: a practice with one organization keeps
-- every role where it was.
UPDATE "role" SET "organization_id" = coalesce(
  (SELECT min("user"."organization_id") FROM "user_role" JOIN "user" ON "user"."id" = "user_role"."user_id" WHERE "user_role"."role_id" = "role"."id"),
  (SELECT min("id") FROM "organization")
) WHERE "system" = false AND "organization_id" IS NULL;
