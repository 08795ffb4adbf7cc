-- The store's settings, changed by its team while it runs (store/settings.ts), and the record of each change.
CREATE TABLE "setting_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "setting_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"value" text NOT NULL,
	"changed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
