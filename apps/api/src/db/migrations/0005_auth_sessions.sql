ALTER TABLE "sessions" ADD COLUMN "kind" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
CREATE INDEX "email_tokens_user_purpose_idx" ON "email_tokens" USING btree ("user_id","purpose");