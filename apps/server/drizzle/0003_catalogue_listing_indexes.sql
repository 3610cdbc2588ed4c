DROP INDEX "product_categories_category_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_in_stock_created_idx";--> statement-breakpoint
DROP INDEX "products_in_stock_price_idx";--> statement-breakpoint
DROP INDEX "products_in_stock_first_price_idx";--> statement-breakpoint
DROP INDEX "products_published_facets_idx";--> statement-breakpoint
CREATE INDEX "product_categories_category_product_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "products_listing_newest_idx" ON "products" USING btree ("created_at","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_listing_price_idx" ON "products" USING btree ("price","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_listing_in_stock_newest_idx" ON "products" USING btree ("in_stock","created_at","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_listing_in_stock_price_idx" ON "products" USING btree ("in_stock","price","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_listing_in_stock_first_price_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"price","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_published_facets_idx" ON "products" USING btree ("id","brand_id","price","in_stock","created_at") WHERE "products"."is_published";--> statement-breakpoint
-- Each server process keeps the answers of product lists and suggestions for a while and drops
-- them when told (LISTEN catalogue_changed, docs/decisions/016). Every committed change to what
-- they show tells it: products (names, prices, pictures, publication, and in_stock, which the
-- stock trigger of 0001 updates when a product sells out or comes back), brands, categories and
-- category membership. NOTIFY is sent at commit, to every process, whichever of them (or a
-- script) made the change; one notice per transaction.
CREATE FUNCTION "catalogue_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_changed', '');
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();--> statement-breakpoint
CREATE TRIGGER "brands_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();--> statement-breakpoint
CREATE TRIGGER "categories_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();--> statement-breakpoint
CREATE TRIGGER "product_categories_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
