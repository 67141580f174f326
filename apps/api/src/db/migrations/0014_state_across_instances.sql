-- The chat turn under way, whichever instance runs it (decision 028): its holder and when its lease ends.
ALTER TABLE "chats" ADD COLUMN "turn_holder" uuid;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "turn_until" timestamp with time zone;--> statement-breakpoint
-- Stored listing embeddings change AI Scores, so they move the search data version like any other change a
-- search shows: every instance's kept rankings are redone, not only those of the instance that embedded.
CREATE TRIGGER "listing_embeddings_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_embeddings"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
