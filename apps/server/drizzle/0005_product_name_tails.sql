CREATE TABLE "product_name_tails" (
	"product_id" integer NOT NULL,
	"tail" text NOT NULL,
	CONSTRAINT "product_name_tails_product_id_tail_pk" PRIMARY KEY("product_id","tail")
);
--> statement-breakpoint
ALTER TABLE "product_name_tails" ADD CONSTRAINT "product_name_tails_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_name_tails_prefix_idx" ON "product_name_tails" USING btree ("tail" text_pattern_ops,"product_id");--> statement-breakpoint
-- Folds a name as normalizeSearchText (catalogue/search-text.ts) does, for brand names, which
-- have no folded column: NFKC, lower case, Arabic diacritics and tatweel removed, alef forms → ا,
-- taa marbuta → ه, alef maqsura → ي, runs of white space → one space.
CREATE FUNCTION "fold_search_text"(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT btrim(regexp_replace(
		translate(regexp_replace(lower(normalize(name, NFKC)), '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'آأإٱةى', 'ااااهي'),
		'\s+', ' ', 'g'))
$$;--> statement-breakpoint
-- "black oud abaya" → "black oud abaya", "oud abaya", "abaya" (names are folded: one space between words).
CREATE FUNCTION "word_tails"(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
	SELECT array_to_string(words[i:], ' ')
	FROM (SELECT string_to_array(name, ' ') AS words) w, generate_subscripts(w.words, 1) AS i
	WHERE words[i] <> ''
$$;--> statement-breakpoint
CREATE FUNCTION "refresh_product_name_tails"(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "product_name_tails" WHERE "product_id" = ANY(product_ids);
	INSERT INTO "product_name_tails" ("product_id", "tail")
	SELECT DISTINCT p."id", t.tail
	FROM "products" p
	LEFT JOIN "brands" b ON b."id" = p."brand_id"
	CROSS JOIN LATERAL (
		SELECT word_tails(p."search_name_en")
		UNION SELECT word_tails(p."search_name_ar")
		UNION SELECT word_tails(fold_search_text(b."name_en"))
		UNION SELECT word_tails(fold_search_text(b."name_ar"))
	) AS t(tail)
	WHERE p."id" = ANY(product_ids) AND t.tail IS NOT NULL AND t.tail <> '';
$$;--> statement-breakpoint
-- Only rows whose names or brand changed: the stock trigger of 0001 updates products on every
-- stock change, and those must not rewrite the tails.
CREATE FUNCTION "products_refresh_name_tails"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM refresh_product_name_tails(ARRAY(SELECT "id" FROM changed_new));
	ELSE
		PERFORM refresh_product_name_tails(ARRAY(
			SELECT n."id" FROM changed_new n JOIN changed_old o ON o."id" = n."id"
			WHERE (n."search_name_en", n."search_name_ar", n."brand_id") IS DISTINCT FROM (o."search_name_en", o."search_name_ar", o."brand_id")));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "brands_refresh_name_tails"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_product_name_tails(ARRAY(
		SELECT p."id" FROM "products" p JOIN changed_new n ON n."id" = p."brand_id" JOIN changed_old o ON o."id" = n."id"
		WHERE (n."name_en", n."name_ar") IS DISTINCT FROM (o."name_en", o."name_ar")));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_name_tails_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "products_refresh_name_tails"();--> statement-breakpoint
CREATE TRIGGER "products_name_tails_update" AFTER UPDATE ON "products"
	REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "products_refresh_name_tails"();--> statement-breakpoint
CREATE TRIGGER "brands_name_tails_update" AFTER UPDATE ON "brands"
	REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "brands_refresh_name_tails"();--> statement-breakpoint
SELECT refresh_product_name_tails(ARRAY(SELECT "id" FROM "products"));
