CREATE TABLE "chat_user_days" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"counted_day" date NOT NULL,
	"message_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_user_days" ADD CONSTRAINT "chat_user_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;