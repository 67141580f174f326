-- The search data version (apps/api/src/modules/properties/search-version.ts). Cached search results are
-- valid for the version read before they were computed; these triggers move it on every change that can
-- alter a search result, whoever makes it. A view being counted (only view_count changes) does not.
CREATE TABLE IF NOT EXISTS "search_state" (
	"id" smallint PRIMARY KEY CHECK ("id" = 1),
	"version" bigint NOT NULL DEFAULT 0,
	"bumped_in" xid8
);
--> statement-breakpoint
INSERT INTO "search_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Once per transaction is enough: a transaction commits all its changes at once.
CREATE OR REPLACE FUNCTION "bump_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "search_state" SET "version" = "version" + 1, "bumped_in" = pg_current_xact_id()
	WHERE "id" = 1 AND "bumped_in" IS DISTINCT FROM pg_current_xact_id();
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_search_version_write" AFTER INSERT OR DELETE OR TRUNCATE ON "properties"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
--> statement-breakpoint
CREATE TRIGGER "properties_search_version_update" AFTER UPDATE ON "properties"
	FOR EACH ROW WHEN (OLD."view_count" IS NOT DISTINCT FROM NEW."view_count") EXECUTE FUNCTION "bump_search_version"();
--> statement-breakpoint
CREATE TRIGGER "property_photos_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_photos"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
--> statement-breakpoint
CREATE TRIGGER "districts_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "districts"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
--> statement-breakpoint
CREATE TRIGGER "users_search_version" AFTER UPDATE OF "display_name" ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
