-- An address is the account's only once proven (ADR 034): when a link sent to it was opened, which contact messages an account sent signed in, and which queued e-mails are about which account, so that an account's export and erasure never act on text it typed. Existing accounts start unproven: nothing proved their address.
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "about_user_id" uuid;--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_idx" ON "contact_messages" USING btree ("user_id");