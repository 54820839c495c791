CREATE TABLE "user_anonymous" (
	"anonymous_id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_anonymous_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "user_anonymous" ADD CONSTRAINT "user_anonymous_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;