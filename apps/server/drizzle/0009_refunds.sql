-- Money that arrives is recorded once per charge (payments), and given back at most once per
-- payment (refunds); amounts become 64-bit; the reconciler watches payment references, not orders.
CREATE TABLE "payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_reference" text NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider_id" text,
	"next_attempt_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_payment_reference_unique" UNIQUE("payment_reference")
);
--> statement-breakpoint
DROP INDEX "orders_pending_idx";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_fee_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_events" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reference_payment_attempts_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."payment_attempts"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_reference_payments_reference_fk" FOREIGN KEY ("payment_reference") REFERENCES "public"."payments"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("checked_at") WHERE "payment_attempts"."settled_at" is null;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "checked_at";--> statement-breakpoint
-- An order paid through its only reference was paid by that reference.
INSERT INTO "payments" ("reference", "order_id", "amount_kobo", "currency", "kind", "paid_at")
SELECT o."reference", o."id", o."amount_kobo", o."currency", 'paid', coalesce(o."paid_at", o."created_at")
FROM "orders" o
WHERE o."payment_status" = 'paid'
  AND (SELECT count(*) FROM "payment_attempts" a WHERE a."order_id" = o."id") = 1;--> statement-breakpoint
-- Those references, and the references of orders given up on, are no longer watched. The others
-- (pending orders, and paid orders with several references) are asked about once more by the
-- reconciler, which records what each took.
UPDATE "payment_attempts" a SET "settled_at" = now()
FROM "orders" o
WHERE o."id" = a."order_id"
  AND (o."payment_status" = 'abandoned' OR EXISTS (SELECT 1 FROM "payments" p WHERE p."reference" = a."reference"));
