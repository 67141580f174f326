-- Owner statistics (decision 041): inquiries and new favourites per listing and Tbilisi day, one row per listing
-- and day, moved by one upsert as each happens. Inquiries are mailed, never stored, and a favourite's row goes
-- when it is removed, so neither can be counted afterwards. Days older than the statistics' window are pruned.
CREATE TABLE "property_interest_days" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"inquiries" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_interest_days_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
ALTER TABLE "property_interest_days" ADD CONSTRAINT "property_interest_days_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Pruning walks the old days without reading the whole table.
CREATE INDEX "property_interest_days_day_idx" ON "property_interest_days" USING btree ("day");--> statement-breakpoint
-- A private note on a favourite, seen only by the user who saved it.
ALTER TABLE "favorites" ADD COLUMN "note" text;
