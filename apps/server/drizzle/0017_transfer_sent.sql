-- When a bank transfer for an order was first seen on its way (orders/confirmation.ts): the order waits for it.
ALTER TABLE "orders" ADD COLUMN "transfer_sent_at" timestamp with time zone;