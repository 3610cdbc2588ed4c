CREATE TABLE "imported_images" (
	"source_url" text NOT NULL,
	"path" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_images_source_url_pk" PRIMARY KEY("source_url")
);
--> statement-breakpoint
CREATE TABLE "product_import_errors" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"column" text NOT NULL,
	"code" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" uuid,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"summary" jsonb,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_import_errors" ADD CONSTRAINT "product_import_errors_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_import_errors_import_idx" ON "product_import_errors" USING btree ("import_id","row");--> statement-breakpoint
CREATE UNIQUE INDEX "product_imports_one_active_key" ON "product_imports" USING btree ((true)) WHERE "product_imports"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "product_imports_created_idx" ON "product_imports" USING btree ("created_at");