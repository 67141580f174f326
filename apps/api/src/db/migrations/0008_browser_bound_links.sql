ALTER TABLE "email_tokens" ADD COLUMN "browser_secret_hash" text;--> statement-breakpoint
-- Sign-ins started before this migration have no browser to bind to: they cannot finish any more.
DELETE FROM "oauth_states";--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "browser_secret_hash" text NOT NULL;--> statement-breakpoint
CREATE INDEX "oauth_states_expires_idx" ON "oauth_states" USING btree ("expires_at");