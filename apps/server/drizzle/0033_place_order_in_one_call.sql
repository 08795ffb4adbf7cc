-- Placing an order in one round trip (orders/checkout.ts, ADR 044): the order, its first payment attempt and status, and the hold on its counted sizes (ADR 025), decided under the sizes' lock. Paying again and the other holds keep their statements (products/stock-statements.ts); the rules are the same.
CREATE FUNCTION "place_order_with_hold"(
	p_order_id uuid, p_user_id uuid, p_reference text, p_amount_kobo bigint,
	p_delivery_fee_kobo bigint, p_delivery_zone text, p_delivery_estimate text, p_discount jsonb,
	p_currency text, p_address jsonb, p_items jsonb, p_now timestamptz,
	p_products text[], p_sizes text[], p_units integer[], p_expires_at timestamptz
) RETURNS TABLE (short_product_id text, short_size text, short_free integer)
LANGUAGE plpgsql AS $$
BEGIN
	-- 1. The counted sizes among the order's, locked in the database's order of (product, size),
	-- as every change to what a size can sell locks them: no deadlock between two checkouts.
	PERFORM 1 FROM "product_stock" s
		WHERE (s."product_id", s."size") IN (SELECT * FROM unnest(p_products, p_sizes))
		ORDER BY s."product_id", s."size"
		FOR UPDATE;
	-- 2. The lines that do not fit: units in stock less those held now. A statement of its own,
	-- after the lock, so that it sees the holds of every checkout that held the lock before.
	RETURN QUERY
		SELECT w.product_id, w.size,
			(s."quantity" - coalesce((
				SELECT sum(h."units") FROM "stock_holds" h
				WHERE h."product_id" = s."product_id" AND h."size" = s."size"
					AND h."state" = 'held' AND h."expires_at" > p_now
			), 0))::integer AS free
		FROM unnest(p_products, p_sizes, p_units) AS w(product_id, size, units)
		JOIN "product_stock" s ON s."product_id" = w.product_id AND s."size" = w.size
		WHERE w.units > s."quantity" - coalesce((
			SELECT sum(h."units") FROM "stock_holds" h
			WHERE h."product_id" = s."product_id" AND h."size" = s."size"
				AND h."state" = 'held' AND h."expires_at" > p_now
		), 0);
	-- A line short: nothing is recorded, and the lines are the answer.
	IF FOUND THEN
		RETURN;
	END IF;
	-- 3. The order pending payment, with its first payment attempt and status.
	INSERT INTO "orders" ("id", "user_id", "reference", "amount_kobo", "delivery_fee_kobo",
		"delivery_zone", "delivery_estimate", "discount", "currency", "address", "items", "created_at")
	VALUES (p_order_id, p_user_id, p_reference, p_amount_kobo, p_delivery_fee_kobo,
		p_delivery_zone, p_delivery_estimate, p_discount, p_currency, p_address, p_items, p_now);
	INSERT INTO "payment_attempts" ("reference", "order_id", "created_at")
	VALUES (p_reference, p_order_id, p_now);
	INSERT INTO "order_status_events" ("order_id", "status", "actor", "created_at")
	VALUES (p_order_id, 'Awaiting payment', 'shopper', p_now);
	-- 4. Every counted line held for the payment window; a size the store does not count is not.
	INSERT INTO "stock_holds" ("order_id", "product_id", "size", "units", "expires_at", "created_at")
	SELECT p_order_id, w.product_id, w.size, w.units, p_expires_at, p_now
	FROM unnest(p_products, p_sizes, p_units) AS w(product_id, size, units)
	JOIN "product_stock" s ON s."product_id" = w.product_id AND s."size" = w.size;
END
$$;
