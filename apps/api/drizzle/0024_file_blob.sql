CREATE TABLE "file_blob" (
	"name" text NOT NULL,
	"part" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_blob_name_part_pk" PRIMARY KEY("name","part")
);
