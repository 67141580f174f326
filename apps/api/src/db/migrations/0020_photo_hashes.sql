-- Duplicate and stolen photos (decision 038). A photo's 64-bit perceptual hash, set by its processing job
-- (null until then, and for a photo without detail, such as a plain colour).
ALTER TABLE "property_photos" ADD COLUMN "phash" bigint;--> statement-breakpoint
-- Multi-index hashing: each hash cut into 4 bands of 16 bits, one row per band keyed (band << 16 | value).
-- Two hashes within 7 bits share a band within 1 bit, so a look-up probes 4 × 17 keys of one btree; the hash
-- rides in the index, so the candidates are checked without reading the table.
CREATE TABLE "photo_hash_bands" (
	"band_key" integer NOT NULL,
	"photo_id" integer NOT NULL,
	"phash" bigint NOT NULL,
	CONSTRAINT "photo_hash_bands_pkey" PRIMARY KEY ("band_key", "photo_id") INCLUDE ("phash")
);
--> statement-breakpoint
ALTER TABLE "photo_hash_bands" ADD CONSTRAINT "photo_hash_bands_photo_id_property_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."property_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_hash_bands_photo_idx" ON "photo_hash_bands" USING btree ("photo_id");--> statement-breakpoint
-- A listing's photo matching another account's photo: the listing waits for a moderator. Approving clears
-- the listing's flags (kept, so the same match never sends it back to review again).
CREATE TABLE "listing_duplicate_flags" (
	"property_id" integer NOT NULL,
	"photo_id" integer NOT NULL,
	"other_photo_id" integer NOT NULL,
	"distance" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "listing_duplicate_flags_pkey" PRIMARY KEY ("property_id", "photo_id", "other_photo_id")
);
--> statement-breakpoint
ALTER TABLE "listing_duplicate_flags" ADD CONSTRAINT "listing_duplicate_flags_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_duplicate_flags" ADD CONSTRAINT "listing_duplicate_flags_photo_id_property_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."property_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_duplicate_flags" ADD CONSTRAINT "listing_duplicate_flags_other_photo_id_property_photos_id_fk" FOREIGN KEY ("other_photo_id") REFERENCES "public"."property_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_duplicate_flags_other_photo_idx" ON "listing_duplicate_flags" USING btree ("other_photo_id");
