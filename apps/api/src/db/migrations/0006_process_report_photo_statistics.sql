CREATE TABLE "photo_statistics" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"statistics" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "process_reports" ADD COLUMN "photo_set" text DEFAULT '' NOT NULL;