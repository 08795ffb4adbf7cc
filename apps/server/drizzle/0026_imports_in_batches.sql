-- A products import is saved a batch at a time so that the store keeps answering (ADR 035): the import being saved, one at a time, and what each product was before it, so that an import that fails or loses its process is undone whole.
CREATE TABLE "product_import_undo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_import_undo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"before" jsonb,
	"version_after" integer NOT NULL,
	"stock_before" jsonb NOT NULL,
	"stock_after" jsonb NOT NULL,
	"change_ids" integer[] NOT NULL,
	"stock_change_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file" text NOT NULL,
	"state" text DEFAULT 'saving' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alive_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_import_undo" ADD CONSTRAINT "product_import_undo_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_import_undo_import_idx" ON "product_import_undo" USING btree ("import_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_imports_one_saving_idx" ON "product_imports" USING btree ("state") WHERE "product_imports"."state" = 'saving';