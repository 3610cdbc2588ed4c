-- A brand's page in a category is a range of an index in its order (ADR 050), as the category's
-- is (0022): brands follow categories, and the planner, not knowing it, walked the category's order
-- and filtered by brand, reading the whole category when the brand had few products there or none.
DROP INDEX "product_listing_brand_idx";--> statement-breakpoint
CREATE INDEX "product_listing_brand_newest_idx" ON "product_listing" USING btree ("category_id","brand_id","created_at","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_brand_price_idx" ON "product_listing" USING btree ("category_id","brand_id","price","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_brand_in_stock_newest_idx" ON "product_listing" USING btree ("category_id","brand_id","in_stock","created_at","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_brand_in_stock_price_idx" ON "product_listing" USING btree ("category_id","brand_id","in_stock","price","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_brand_in_stock_first_price_idx" ON "product_listing" USING btree ("category_id","brand_id","in_stock" DESC NULLS FIRST,"price","product_id");