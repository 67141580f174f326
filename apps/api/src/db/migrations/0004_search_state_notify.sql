-- Each bump of a data version also notifies channel "search_state": the embedded database (PGlite)
-- delivers it in process before the writing statement returns, so the search there can keep the versions
-- in memory instead of reading them per request (apps/api/src/modules/properties/search-version.ts).
CREATE OR REPLACE FUNCTION "bump_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "search_state" SET "version" = "version" + 1, "bumped_in" = pg_current_xact_id()
	WHERE "id" = 1 AND "bumped_in" IS DISTINCT FROM pg_current_xact_id();
	PERFORM pg_notify('search_state', '');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_filters_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "search_state" SET "filters_version" = "filters_version" + 1 WHERE "id" = 1;
	PERFORM pg_notify('search_state', '');
	RETURN NULL;
END
$$;
