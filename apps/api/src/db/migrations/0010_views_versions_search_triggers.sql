-- Views (decision 020): a listing's views per Tbilisi day in "property_view_days" and over all days in
-- "property_view_totals"; "property_views" keeps only who was counted on days not yet over. The old
-- running total "properties.view_count" goes: the daily totals take it over (the days the raw rows know,
-- the rest of each total on the listing's first day), and the totals are their sums.
CREATE TABLE "property_view_days" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "property_view_days_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
CREATE TABLE "property_view_totals" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"views" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_view_days" ADD CONSTRAINT "property_view_days_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_view_totals" ADD CONSTRAINT "property_view_totals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "property_view_days" ("property_id", "day", "views")
	SELECT "property_id", "day", count(*)::int FROM "property_views" GROUP BY "property_id", "day";
--> statement-breakpoint
INSERT INTO "property_view_days" ("property_id", "day", "views")
	SELECT listing."id", (listing."created_at" AT TIME ZONE 'Asia/Tbilisi')::date, listing."view_count" - coalesce(seen."views", 0)
	FROM "properties" listing
	LEFT JOIN (SELECT "property_id", count(*)::int AS "views" FROM "property_views" GROUP BY "property_id") seen
		ON seen."property_id" = listing."id"
	WHERE listing."view_count" > coalesce(seen."views", 0)
	ON CONFLICT ("property_id", "day") DO UPDATE SET "views" = "property_view_days"."views" + excluded."views";
--> statement-breakpoint
INSERT INTO "property_view_totals" ("property_id", "views")
	SELECT "property_id", sum("views")::int FROM "property_view_days" GROUP BY "property_id";
--> statement-breakpoint
DELETE FROM "property_views" WHERE "day" < (now() AT TIME ZONE 'Asia/Tbilisi')::date;--> statement-breakpoint
ALTER TABLE "property_views" DROP CONSTRAINT "property_views_property_id_visitor_key_day_pk";--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_day_property_id_visitor_key_pk" PRIMARY KEY("day","property_id","visitor_key");--> statement-breakpoint
-- Search data version (decision 006, issue 11 item 9): triggers move it only for a real change of what search
-- results show; a write that changes nothing, and photos not attached to a listing, leave it.
DROP TRIGGER "properties_search_version_update" ON "properties";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "view_count";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_search_state"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "search_state" SET "version" = "version" + 1, "bumped_in" = pg_current_xact_id()
	WHERE "id" = 1 AND "bumped_in" IS DISTINCT FROM pg_current_xact_id();
	PERFORM pg_notify('search_state', '');
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "bump_search_state"();
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_search_version_update" AFTER UPDATE ON "properties"
	FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_search_version"();
--> statement-breakpoint
-- The listing's version (its ETag, decision 021) moves with every change of its row, whoever writes it.
CREATE OR REPLACE FUNCTION "bump_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."version" := OLD."version" + 1;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_version" BEFORE UPDATE ON "properties"
	FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_row_version"();
--> statement-breakpoint
-- Photos: statement triggers over the changed rows (one call per statement, however many rows a seed
-- writes); only rows of a listing count, and an update only when it changed the row.
CREATE OR REPLACE FUNCTION "bump_search_version_for_listing_photos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NOT EXISTS (SELECT 1 FROM "new_photos" WHERE "property_id" IS NOT NULL) THEN RETURN NULL; END IF;
	ELSIF TG_OP = 'DELETE' THEN
		IF NOT EXISTS (SELECT 1 FROM "old_photos" WHERE "property_id" IS NOT NULL) THEN RETURN NULL; END IF;
	ELSIF NOT EXISTS (
		SELECT 1 FROM "old_photos" before JOIN "new_photos" after ON after."id" = before."id"
		WHERE (before."property_id" IS NOT NULL OR after."property_id" IS NOT NULL)
			AND ROW(before.*) IS DISTINCT FROM ROW(after.*)
	) THEN
		RETURN NULL;
	END IF;
	PERFORM "bump_search_state"();
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "property_photos_search_version" ON "property_photos";--> statement-breakpoint
CREATE TRIGGER "property_photos_search_version_insert" AFTER INSERT ON "property_photos"
	REFERENCING NEW TABLE AS "new_photos"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version_for_listing_photos"();
--> statement-breakpoint
CREATE TRIGGER "property_photos_search_version_update" AFTER UPDATE ON "property_photos"
	REFERENCING OLD TABLE AS "old_photos" NEW TABLE AS "new_photos"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version_for_listing_photos"();
--> statement-breakpoint
CREATE TRIGGER "property_photos_search_version_delete" AFTER DELETE ON "property_photos"
	REFERENCING OLD TABLE AS "old_photos"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version_for_listing_photos"();
--> statement-breakpoint
CREATE TRIGGER "property_photos_search_version_truncate" AFTER TRUNCATE ON "property_photos"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
--> statement-breakpoint
DROP TRIGGER "districts_search_version" ON "districts";--> statement-breakpoint
CREATE TRIGGER "districts_search_version_write" AFTER INSERT OR DELETE OR TRUNCATE ON "districts"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
--> statement-breakpoint
CREATE TRIGGER "districts_search_version_update" AFTER UPDATE ON "districts"
	FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_search_version"();
--> statement-breakpoint
-- An owner's name is shown on results: only a new name moves the version, not a profile saved as it was.
DROP TRIGGER "users_search_version" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_search_version" AFTER UPDATE OF "display_name" ON "users"
	FOR EACH ROW WHEN (OLD."display_name" IS DISTINCT FROM NEW."display_name") EXECUTE FUNCTION "bump_search_version"();
--> statement-breakpoint
DROP TRIGGER "saved_filters_version" ON "saved_filters";--> statement-breakpoint
CREATE TRIGGER "saved_filters_version_write" AFTER INSERT OR DELETE ON "saved_filters"
	FOR EACH ROW EXECUTE FUNCTION "bump_filters_version"();
--> statement-breakpoint
CREATE TRIGGER "saved_filters_version_update" AFTER UPDATE ON "saved_filters"
	FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_filters_version"();
--> statement-breakpoint
CREATE TRIGGER "saved_filters_version_truncate" AFTER TRUNCATE ON "saved_filters"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_filters_version"();
