-- The shop's departments as data the team adds, renames and orders (products/departments.ts), and the record of each change.
CREATE TABLE "department_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "department_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"department_id" text,
	"action" text NOT NULL,
	"changed_by" text NOT NULL,
	"user_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"slug" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "department_changes" ADD CONSTRAINT "department_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_label_idx" ON "departments" USING btree (lower("label"));--> statement-breakpoint
CREATE UNIQUE INDEX "departments_slug_idx" ON "departments" USING btree (lower("slug"));--> statement-breakpoint
-- A store starts with the eight departments it always had (CATEGORIES in the contract), in their order, so every product's category is one of them.
INSERT INTO "departments" ("id", "label", "slug", "aliases", "position") VALUES
	('HeadWear', 'Head wear', 'HeadWear', '{}', 1),
	('Hoodie', 'Hoodies', 'Hoodie', '{Hoodle,Hoodies}', 2),
	('Jersey', 'Jerseys', 'Jersey', '{}', 3),
	('Pant', 'Pants', 'Pant', '{Pants}', 4),
	('Polo', 'Polos', 'Polo', '{}', 5),
	('Short', 'Shorts', 'Short', '{Shorts}', 6),
	('T-Shirt', 'T-shirts', 'T-Shirt', '{TShirt,Tshirt}', 7),
	('Sunglasses', 'Sunglasses', 'Sunglasses', '{}', 8);
