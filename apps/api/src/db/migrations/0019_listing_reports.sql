-- Reports of listings (decision 037). One report per user and listing, ever: the unique index settles
-- parallel requests; a report stays after it is resolved, so a dismissed listing's reporters cannot report again.
CREATE TABLE "listing_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" uuid,
	CONSTRAINT "listing_reports_reason_check" CHECK ("reason" IN ('Fraud', 'Duplicate', 'WrongInfo', 'AlreadySold', 'Offensive', 'Other')),
	CONSTRAINT "listing_reports_resolution_check" CHECK ("resolution" IN ('Dismissed', 'Archived'))
);
--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_property_reporter_idx" ON "listing_reports" USING btree ("property_id","reporter_id");--> statement-breakpoint
-- The moderation queue reads only open reports: a small index however many were ever resolved.
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("property_id","created_at") WHERE "resolved_at" IS NULL;--> statement-breakpoint
-- Set while reports hold the listing in Pending: the owner is told, and a moderator's dismissal restores it.
ALTER TABLE "properties" ADD COLUMN "reports_held_at" timestamp with time zone;
