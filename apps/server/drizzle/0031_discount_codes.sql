-- Discount codes (discounts/uses.ts, ADR 042): the codes, each use counted like stock (held, confirmed once, released or returned), every change recorded, and the discount an order was priced with.
CREATE TABLE "discount_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"discount_id" uuid,
	"code" text NOT NULL,
	"what" text NOT NULL,
	"changed_by" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amount_kobo" bigint,
	"min_items_kobo" bigint,
	"departments" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_on" text,
	"ends_on" text,
	"max_uses" integer,
	"per_customer" integer,
	"new_customers_only" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_kind_check" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."percent" between 1 and 100)
        or ("discount_codes"."kind" = 'amount' and "discount_codes"."amount_kobo" > 0)
        or "discount_codes"."kind" = 'freeDelivery')
);
--> statement-breakpoint
CREATE TABLE "discount_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"discount_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"off_kobo" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "code_used_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" jsonb;--> statement-breakpoint
ALTER TABLE "discount_changes" ADD CONSTRAINT "discount_changes_discount_id_discount_codes_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_changes" ADD CONSTRAINT "discount_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_discount_id_discount_codes_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_uses_counting_idx" ON "discount_uses" USING btree ("discount_id","user_id","expires_at") WHERE "discount_uses"."state" in ('held', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "discount_uses_order_idx" ON "discount_uses" USING btree ("order_id") WHERE "discount_uses"."state" in ('held', 'confirmed');