ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variations_one_default_key" ON "product_variations" USING btree ("product_id") WHERE "product_variations"."is_default";--> statement-breakpoint
CREATE INDEX "products_in_stock_created_idx" ON "products" USING btree ("in_stock","created_at");--> statement-breakpoint
CREATE INDEX "products_in_stock_price_idx" ON "products" USING btree ("in_stock","price");--> statement-breakpoint
CREATE INDEX "products_in_stock_first_price_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,"price");--> statement-breakpoint
CREATE INDEX "products_published_facets_idx" ON "products" USING btree ("id","brand_id","price","in_stock") WHERE "products"."is_published";--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_default_no_delta_check" CHECK (not "product_variations"."is_default" or "product_variations"."price_delta" = 0);--> statement-breakpoint
-- products.in_stock follows its variations' stock whichever module changes it (orders, imports,
-- the back office), so listings can sort out-of-stock products last through an index.
-- Statement-level, so a bulk insert refreshes each product once, not once per variation row.
CREATE FUNCTION "products_refresh_in_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	affected integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT product_id) INTO affected FROM changed_new WHERE active_qty > 0;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT product_id) INTO affected FROM changed_old WHERE active_qty > 0;
	ELSE
		-- Only a variation that ran out, came back, or moved product can change a product's flag.
		SELECT array_agg(DISTINCT touched.product_id) INTO affected
		FROM changed_old o
		JOIN changed_new n ON n.id = o.id
		CROSS JOIN LATERAL (VALUES (o.product_id), (n.product_id)) AS touched(product_id)
		WHERE (o.active_qty > 0) <> (n.active_qty > 0) OR o.product_id <> n.product_id;
	END IF;
	IF affected IS NULL THEN
		RETURN NULL;
	END IF;
	-- Lock the products first (in id order, so two transactions cannot deadlock here), then read
	-- their variations in a new statement: under READ COMMITTED that statement sees a concurrent
	-- sale of the same product's last other unit, which committed while we waited for the lock.
	PERFORM 1 FROM "products" WHERE "id" = ANY(affected) ORDER BY "id" FOR UPDATE;
	UPDATE "products" p
	SET "in_stock" = EXISTS (SELECT 1 FROM "product_variations" v WHERE v."product_id" = p."id" AND v."active_qty" > 0)
	WHERE p."id" = ANY(affected);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_variations_in_stock_insert" AFTER INSERT ON "product_variations"
	REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "products_refresh_in_stock"();--> statement-breakpoint
CREATE TRIGGER "product_variations_in_stock_update" AFTER UPDATE ON "product_variations"
	REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "products_refresh_in_stock"();--> statement-breakpoint
CREATE TRIGGER "product_variations_in_stock_delete" AFTER DELETE ON "product_variations"
	REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "products_refresh_in_stock"();--> statement-breakpoint
UPDATE "products" p
SET "in_stock" = EXISTS (SELECT 1 FROM "product_variations" v WHERE v."product_id" = p."id" AND v."active_qty" > 0);
