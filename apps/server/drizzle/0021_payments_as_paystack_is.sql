-- Paystack as it really is (docs/decisions/014, 022, 028): a payment under way on any channel, rejected transfers, Paystack's transaction ids, fees passed on, refunds that need the shopper's bank account, disputes, and alerts about the provider.
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_reference" text NOT NULL,
	"status" text NOT NULL,
	"category" text,
	"refund_amount_kobo" bigint NOT NULL,
	"currency" text NOT NULL,
	"due_at" timestamp with time zone,
	"response_note" text,
	"evidence" jsonb,
	"responded_at" timestamp with time zone,
	"responded_by" uuid,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"deducted_kobo" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
CREATE TABLE "provider_alerts" (
	"kind" text PRIMARY KEY NOT NULL,
	"detail" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "transfer_sent_at" TO "payment_under_way_at";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_under_way_channel" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_rejected_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider_transaction_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_transaction_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "details_token_hash" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attention_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "team_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_order_idx" ON "disputes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_transaction_idx" ON "payment_attempts" USING btree ("provider_transaction_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_details_token_hash_unique" UNIQUE("details_token_hash");--> statement-breakpoint
-- Orders waiting for a transfer before this change were waiting for a bank transfer.
UPDATE "orders" SET "payment_under_way_channel" = 'bank_transfer' WHERE "payment_under_way_at" IS NOT NULL;
