-- A brand's list without a category is a range of an index in its order (ADR 060), as a brand's
-- list in a category is (0025): the planner walked an order's index and filtered by brand, or the
-- brand's products were collected and sorted, 16-30 ms for a brand's page by price at 100,000
-- products. Every listing order, of published products, led by the brand.
CREATE INDEX "products_brand_newest_idx" ON "products" USING btree ("brand_id","created_at","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_brand_price_idx" ON "products" USING btree ("brand_id","price","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_brand_in_stock_newest_idx" ON "products" USING btree ("brand_id","in_stock","created_at","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_brand_in_stock_price_idx" ON "products" USING btree ("brand_id","in_stock","price","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_brand_in_stock_first_price_idx" ON "products" USING btree ("brand_id","in_stock" DESC NULLS FIRST,"price","id") WHERE "products"."is_published";