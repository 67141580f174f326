-- Amenities as listing fields (decision 040): null = the owner did not say. Search reads them from the row it
-- already reads (no new index: each is a plain check next to the indexed ones).
CREATE TYPE "public"."heating_type" AS ENUM('Central', 'IndividualGasBoiler', 'Electric', 'None');--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "heating" "heating_type";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "has_air_conditioning" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "has_balcony" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "has_lift" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "has_parking" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pets_allowed" boolean;--> statement-breakpoint
-- A house's garage or parking spots are its parking (decision 040).
UPDATE "properties" SET "has_parking" = true WHERE "has_garage" = true OR "parking_spots" > 0;
