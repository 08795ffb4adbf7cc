DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "products_search_name_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price_kobo" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
-- Backfill (ADR 039): every product so far is live, but the archived ones. Here rather than at the
-- end of the file: the check tying archived_at to the status below needs it first.
UPDATE "products" SET "status" = 'archived' WHERE "archived_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category","created_at") WHERE "products"."status" = 'live';--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price_kobo") WHERE "products"."status" = 'live';--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at") WHERE "products"."status" = 'live';--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_kobo") WHERE "products"."status" = 'live';--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WHERE "products"."status" = 'live';--> statement-breakpoint
CREATE INDEX "products_search_name_idx" ON "products" USING gin ("search_name" gin_trgm_ops) WHERE "products"."status" = 'live';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status" CHECK ("products"."status" in ('draft', 'live', 'archived'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_archived_at_status" CHECK (("products"."archived_at" is not null) = ("products"."status" = 'archived'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_price_below_price" CHECK ("products"."sale_price_kobo" is null or ("products"."sale_price_kobo" > 0 and "products"."sale_price_kobo" < "products"."price_kobo"));