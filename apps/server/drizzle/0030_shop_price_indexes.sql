DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category",coalesce("sale_price_kobo", "price_kobo")) WHERE "products"."status" = 'live';--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree (coalesce("sale_price_kobo", "price_kobo")) WHERE "products"."status" = 'live';