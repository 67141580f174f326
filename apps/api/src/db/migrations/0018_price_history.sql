-- Price history and price drops (decision 035). Each listing's prices over time, written with the listing.
CREATE TABLE "property_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_prices" ADD CONSTRAINT "property_prices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_prices_property_idx" ON "property_prices" USING btree ("property_id","recorded_at","id");--> statement-breakpoint
-- What a card's "−5 %" needs, on the row itself: search reads no other table for it.
ALTER TABLE "properties" ADD COLUMN "price_drop_from" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_drop_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- One price-drop mail per user, listing and Tbilisi day; and who favourited a listing.
ALTER TABLE "favorites" ADD COLUMN "price_drop_mailed_on" date;--> statement-breakpoint
CREATE INDEX "favorites_property_idx" ON "favorites" USING btree ("property_id");
