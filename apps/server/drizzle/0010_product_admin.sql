ALTER TABLE "product_variations" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_admin_name_en_idx" ON "products" USING btree ("search_name_en","id");--> statement-breakpoint
CREATE INDEX "products_admin_name_ar_idx" ON "products" USING btree ("search_name_ar","id");--> statement-breakpoint
CREATE INDEX "products_admin_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_admin_updated_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_admin_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_archived_unpublished_check" CHECK ("products"."archived_at" is null or not "products"."is_published");