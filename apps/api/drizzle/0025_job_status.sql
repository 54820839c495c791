CREATE TABLE "job_status" (
	"job" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_success" jsonb,
	"last_failure_at" timestamp with time zone,
	"last_failure" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
