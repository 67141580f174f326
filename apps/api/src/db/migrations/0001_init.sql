CREATE TYPE "public"."building_status" AS ENUM('New', 'Old', 'Ongoing');--> statement-breakpoint
CREATE TYPE "public"."city" AS ENUM('Tbilisi', 'Batumi');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('USD', 'GEL');--> statement-breakpoint
CREATE TYPE "public"."listing_type" AS ENUM('Sale', 'Rent', 'DailyRent');--> statement-breakpoint
CREATE TYPE "public"."processing_status" AS ENUM('pending', 'processing', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('Apartment', 'House', 'CommercialSpace', 'Land');--> statement-breakpoint
CREATE TYPE "public"."publish_status" AS ENUM('Active', 'Inactive', 'Pending', 'Archived');--> statement-breakpoint
CREATE TYPE "public"."renovation_status" AS ENUM('NewRenovated', 'OldRenovated', 'GreenFrame', 'WhiteFrame', 'BlackFrame');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('User', 'Moderator', 'Admin');--> statement-breakpoint
CREATE SEQUENCE "public"."property_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"display_name" text,
	"first_name" text,
	"last_name" text,
	"phone_number" text,
	"role" "role" DEFAULT 'User' NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"provider" text DEFAULT 'email' NOT NULL,
	"language" text DEFAULT 'ka' NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"city" "city" NOT NULL,
	"name_geo" text NOT NULL,
	"name_eng" text NOT NULL,
	"name_rus" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_meters" integer DEFAULT 1500 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"base" "currency" NOT NULL,
	"quote" "currency" NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"as_of" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"property_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" integer DEFAULT nextval('property_code_seq') NOT NULL,
	"user_id" uuid NOT NULL,
	"city" "city" NOT NULL,
	"district_id" integer,
	"listing_type" "listing_type" NOT NULL,
	"property_type" "property_type" NOT NULL,
	"publish_status" "publish_status" DEFAULT 'Pending' NOT NULL,
	"currency" "currency" DEFAULT 'USD' NOT NULL,
	"price_usd" numeric(14, 2) NOT NULL,
	"price_gel" numeric(14, 2) NOT NULL,
	"price_per_sqm_usd" numeric(14, 2) NOT NULL,
	"size" numeric(10, 2) NOT NULL,
	"rooms" smallint NOT NULL,
	"bedrooms" smallint NOT NULL,
	"bathrooms" smallint NOT NULL,
	"building_status" "building_status" NOT NULL,
	"renovation_status" "renovation_status" NOT NULL,
	"building_year" smallint,
	"cadastral_code" text,
	"hide_cadastral_code" boolean DEFAULT false NOT NULL,
	"is_furnished" boolean DEFAULT false NOT NULL,
	"rent_duration" integer,
	"description" text DEFAULT '' NOT NULL,
	"description_language" text,
	"phone_number" text,
	"latitude" double precision DEFAULT 0 NOT NULL,
	"longitude" double precision DEFAULT 0 NOT NULL,
	"street_name_geo" text,
	"street_name_eng" text,
	"floor" smallint,
	"total_floors_building" smallint,
	"land_area" numeric(12, 2),
	"number_of_floors" smallint,
	"parking_spots" smallint,
	"has_garden" boolean,
	"has_garage" boolean,
	"view_count" integer DEFAULT 0 NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expiry_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "property_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer,
	"uploader_id" uuid,
	"original_key" text NOT NULL,
	"display_key" text,
	"thumbnail_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_views" (
	"property_id" integer NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "property_views_property_id_visitor_key_day_pk" PRIMARY KEY("property_id","visitor_key","day")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"city" "city" NOT NULL,
	"listing_type" "listing_type" NOT NULL,
	"property_type" "property_type" NOT NULL,
	"language" text DEFAULT 'ka' NOT NULL,
	"filters" jsonb,
	"wishes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_processing_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"photo_id" integer NOT NULL,
	"status" "processing_status" DEFAULT 'pending' NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"max_retries" integer DEFAULT 3 NOT NULL,
	"error_message" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_reports" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"sections" jsonb NOT NULL,
	"source" text DEFAULT 'builtin' NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_key" text NOT NULL,
	"city" "city" NOT NULL,
	"listing_type" "listing_type" NOT NULL,
	"property_type" "property_type" NOT NULL,
	"filter" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_processing_jobs" ADD CONSTRAINT "image_processing_jobs_photo_id_property_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."property_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_reports" ADD CONSTRAINT "process_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_hash_idx" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_refresh_hash_idx" ON "sessions" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_issuer_subject_idx" ON "user_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "districts_city_name_idx" ON "districts" USING btree ("city","name_eng");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_code_idx" ON "properties" USING btree ("code");--> statement-breakpoint
CREATE INDEX "properties_user_idx" ON "properties" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "properties_search_created_idx" ON "properties" USING btree ("city","listing_type","property_type","created_at","id") WHERE publish_status = 'Active';--> statement-breakpoint
CREATE INDEX "properties_search_price_usd_idx" ON "properties" USING btree ("city","listing_type","property_type","price_usd","id") WHERE publish_status = 'Active';--> statement-breakpoint
CREATE INDEX "properties_search_price_sqm_idx" ON "properties" USING btree ("city","listing_type","property_type","price_per_sqm_usd","id") WHERE publish_status = 'Active';--> statement-breakpoint
CREATE INDEX "properties_search_map_idx" ON "properties" USING btree ("city","listing_type","property_type","latitude","longitude","price_usd","price_gel","id") WHERE publish_status = 'Active';--> statement-breakpoint
CREATE INDEX "properties_district_idx" ON "properties" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "properties_status_idx" ON "properties" USING btree ("publish_status","expiry_date");--> statement-breakpoint
CREATE INDEX "property_photos_property_idx" ON "property_photos" USING btree ("property_id","sort_order");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "chats_user_scope_idx" ON "chats" USING btree ("user_id","city","listing_type","property_type");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_property_idx" ON "favorites" USING btree ("user_id","property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "image_jobs_photo_idx" ON "image_processing_jobs" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "image_jobs_claim_idx" ON "image_processing_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_scope_idx" ON "saved_filters" USING btree ("owner_key","city","listing_type","property_type");