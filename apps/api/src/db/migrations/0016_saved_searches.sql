-- Saved searches with alerts (CONTRACT.md section 7, decision 033). The match_* ranges restate each search's
-- filter so that one GiST index finds the searches a new listing may match without reading them all: a
-- listing's values probe it (each range @> value), and the search's own conditions decide among those found.
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"city" "city" NOT NULL,
	"listing_type" "listing_type" NOT NULL,
	"property_type" "property_type" NOT NULL,
	"filter" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone,
	"last_alerted_at" timestamp with time zone,
	"match_scope" int4range NOT NULL,
	"match_district" int4range NOT NULL,
	"match_price_usd" numrange NOT NULL,
	"match_price_gel" numrange NOT NULL,
	"match_size" numrange NOT NULL,
	"match_rooms" int4range NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("frequency" in ('instant', 'daily', 'off'))
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING gist ("match_scope","match_district","match_price_usd","match_price_gel","match_size","match_rooms");--> statement-breakpoint
-- A listing alerted to a search once: the primary key refuses the second time.
CREATE TABLE "saved_search_hits" (
	"saved_search_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "saved_search_hits_saved_search_id_property_id_pk" PRIMARY KEY("saved_search_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_hits_pending_idx" ON "saved_search_hits" USING btree ("saved_search_id") WHERE notified_at is null;--> statement-breakpoint
CREATE INDEX "saved_search_hits_property_idx" ON "saved_search_hits" USING btree ("property_id");
