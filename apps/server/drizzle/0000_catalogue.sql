CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_kobo" integer NOT NULL,
	"category" text NOT NULL,
	"sizes" text[] NOT NULL,
	"images" text[] NOT NULL,
	"bestseller" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");