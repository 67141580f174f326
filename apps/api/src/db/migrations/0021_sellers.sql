-- Owners, agencies and developers (issue 16, decision 039). The account type lives on the user; each listing
-- keeps a copy as its seller type so that search filters on the row itself. A constant default is only written
-- to the catalogue (PostgreSQL 11 and later): adding these columns rewrites none of a million listings.
CREATE TYPE "account_type" AS ENUM('Owner', 'Agency', 'Developer');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_type" "account_type" DEFAULT 'Owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "seller_type" "account_type" DEFAULT 'Owner' NOT NULL;--> statement-breakpoint
-- Cards show the seller block, so a change of any of its fields is a change of what search shows.
DROP TRIGGER "users_search_version" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_search_version" AFTER UPDATE OF "display_name", "account_type", "agency_name", "logo_key", "is_verified" ON "users"
	FOR EACH ROW WHEN (
		OLD."display_name" IS DISTINCT FROM NEW."display_name"
		OR OLD."account_type" IS DISTINCT FROM NEW."account_type"
		OR OLD."agency_name" IS DISTINCT FROM NEW."agency_name"
		OR OLD."logo_key" IS DISTINCT FROM NEW."logo_key"
		OR OLD."is_verified" IS DISTINCT FROM NEW."is_verified"
	) EXECUTE FUNCTION "bump_search_version"();
