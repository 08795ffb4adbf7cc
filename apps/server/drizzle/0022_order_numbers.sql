-- Short order numbers a person can read out (#1001), per store, sequential, never reused (issue 41). Orders placed before this number from 1001 in the order they were placed; the sequence goes on from the last.
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" integer;--> statement-breakpoint
UPDATE "orders" SET "order_number" = numbered.n FROM (SELECT "id", 1000 + row_number() OVER (ORDER BY "created_at", "id") AS n FROM "orders") AS numbered WHERE "orders"."id" = numbered."id";--> statement-breakpoint
SELECT setval('order_number_seq', (SELECT max("order_number") FROM "orders")) WHERE EXISTS (SELECT 1 FROM "orders");--> statement-breakpoint
ALTER SEQUENCE "public"."order_number_seq" OWNED BY "orders"."order_number";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET DEFAULT nextval('order_number_seq');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_number_unique" UNIQUE("order_number");
