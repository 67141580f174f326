ALTER TABLE "chats" ADD COLUMN "turn_holder" uuid;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "turn_until" timestamp with time zone;