CREATE TABLE "product_listing" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"brand_id" integer,
	"price" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_listing_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_listing" ADD CONSTRAINT "product_listing_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_listing" ADD CONSTRAINT "product_listing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listing_newest_idx" ON "product_listing" USING btree ("category_id","created_at","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_price_idx" ON "product_listing" USING btree ("category_id","price","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_in_stock_newest_idx" ON "product_listing" USING btree ("category_id","in_stock","created_at","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_in_stock_price_idx" ON "product_listing" USING btree ("category_id","in_stock","price","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_in_stock_first_price_idx" ON "product_listing" USING btree ("category_id","in_stock" DESC NULLS FIRST,"price","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_brand_idx" ON "product_listing" USING btree ("category_id","brand_id","product_id");--> statement-breakpoint
-- Rewrites the listing rows of these products from what they are now (ADR 049): published ones
-- only, under each shown category they are filed in (a category is shown when it and every
-- category above it are published, as buildCategoryTree decides) and under each one above it.
CREATE FUNCTION "refresh_product_listing"(product_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(product_ids) = 0 THEN
		RETURN;
	END IF;
	EXECUTE 'DELETE FROM "product_listing" WHERE "product_id" = ANY($1)' USING product_ids;
	EXECUTE 'WITH RECURSIVE shown("id") AS (
		SELECT "id" FROM "categories" WHERE "parent_id" IS NULL AND "is_published"
		UNION ALL
		SELECT c."id" FROM "categories" c JOIN shown s ON c."parent_id" = s."id" WHERE c."is_published"
	), lineage("category_id", "ancestor_id") AS (
		SELECT "id", "id" FROM shown
		UNION ALL
		SELECT l."category_id", c."parent_id" FROM lineage l JOIN "categories" c ON c."id" = l."ancestor_id" WHERE c."parent_id" IS NOT NULL
	)
	INSERT INTO "product_listing" ("category_id", "product_id", "brand_id", "price", "in_stock", "created_at")
	SELECT DISTINCT l."ancestor_id", p."id", p."brand_id", p."price", p."in_stock", p."created_at"
	FROM "products" p
	JOIN "product_categories" pc ON pc."product_id" = p."id"
	JOIN lineage l ON l."category_id" = pc."category_id"
	WHERE p."id" = ANY($1) AND p."is_published"' USING product_ids;
END $$;--> statement-breakpoint
-- Inserted products, and updated ones whose listed columns or publication changed (a stock flip
-- at checkout among them).
CREATE FUNCTION "products_refresh_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM refresh_product_listing(ARRAY(SELECT "id" FROM changed_new));
		RETURN NULL;
	END IF;
	PERFORM refresh_product_listing(ARRAY(
		SELECT n."id" FROM changed_new n JOIN changed_old o ON o."id" = n."id"
		WHERE (n."brand_id", n."price", n."in_stock", n."created_at", n."is_published")
			IS DISTINCT FROM (o."brand_id", o."price", o."in_stock", o."created_at", o."is_published")));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_listing_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "products_refresh_listing"();--> statement-breakpoint
CREATE TRIGGER "products_listing_update" AFTER UPDATE ON "products"
	REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "products_refresh_listing"();--> statement-breakpoint
-- A product filed or unfiled, and a category renamed, moved, published or hidden, change the
-- listing of the same products as their search terms (0012): those functions now keep both.
CREATE OR REPLACE FUNCTION "categories_refresh_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	affected integer[];
BEGIN
	affected := ARRAY(
		WITH RECURSIVE below("id") AS (
			SELECT n."id" FROM changed_new n JOIN changed_old o ON o."id" = n."id"
			WHERE (n."name_en", n."name_ar", n."parent_id", n."is_published") IS DISTINCT FROM (o."name_en", o."name_ar", o."parent_id", o."is_published")
			UNION
			SELECT c."id" FROM "categories" c JOIN below b ON c."parent_id" = b."id"
		)
		SELECT DISTINCT pc."product_id" FROM "product_categories" pc JOIN below b ON b."id" = pc."category_id");
	PERFORM refresh_search_terms(affected);
	PERFORM refresh_product_listing(affected);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_categories_refresh_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	affected integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		affected := ARRAY(SELECT DISTINCT "product_id" FROM changed_new);
	ELSIF TG_OP = 'DELETE' THEN
		affected := ARRAY(SELECT DISTINCT "product_id" FROM changed_old);
	ELSE
		affected := ARRAY(SELECT "product_id" FROM changed_new UNION SELECT "product_id" FROM changed_old);
	END IF;
	PERFORM refresh_search_terms(affected);
	PERFORM refresh_product_listing(affected);
	RETURN NULL;
END $$;--> statement-breakpoint
SELECT refresh_product_listing(ARRAY(SELECT "id" FROM "products"));
