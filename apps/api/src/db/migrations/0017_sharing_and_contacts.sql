-- Contacts in messengers (decision 034): who was counted today per listing and channel (pruned when the day is
-- over, like "property_views"), and each listing's counts per Tbilisi day, one row per listing and day.
CREATE TABLE "property_contacts" (
	"property_id" integer NOT NULL,
	"channel" text NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "property_contacts_day_property_id_channel_visitor_key_pk" PRIMARY KEY("day","property_id","channel","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "property_contact_days" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"phone" integer DEFAULT 0 NOT NULL,
	"whatsapp" integer DEFAULT 0 NOT NULL,
	"viber" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_contact_days_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
ALTER TABLE "property_contacts" ADD CONSTRAINT "property_contacts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_contact_days" ADD CONSTRAINT "property_contact_days_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The sitemap (decision 034): Active listings in id order with what each entry shows, from the index alone,
-- so a page of the sitemap is one range of it and its index finds each page's first id with one probe.
CREATE INDEX "properties_sitemap_idx" ON "properties" ("id") INCLUDE ("updated_at", "expiry_date")
	WHERE publish_status = 'Active';
