-- The delivery zone an order was charged for and its estimate then (orders/checkout.ts), kept as the zones change.
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_estimate" text;