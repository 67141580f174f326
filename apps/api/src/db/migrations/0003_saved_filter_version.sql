-- A second counter for saved filters: the search reads both versions in one query and keeps the
-- callers' saved filters in memory for as long as no saved filter changes (whoever changes it).
ALTER TABLE "search_state" ADD COLUMN IF NOT EXISTS "filters_version" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_filters_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "search_state" SET "filters_version" = "filters_version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "saved_filters_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "saved_filters"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_filters_version"();
