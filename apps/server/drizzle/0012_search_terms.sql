CREATE TABLE "search_terms" (
	"product_id" integer NOT NULL,
	"term" text NOT NULL,
	"weight" smallint NOT NULL,
	"in_stock" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_word_variants" (
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_word_variants_variant_word_pk" PRIMARY KEY("variant","word")
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_walk_idx" ON "search_terms" USING btree ("weight","term" text_pattern_ops,"product_id","in_stock");--> statement-breakpoint
CREATE UNIQUE INDEX "search_terms_product_term_key" ON "search_terms" USING btree ("product_id","term" text_pattern_ops);--> statement-breakpoint
-- The search index replaces the word tails of 0005 (ADR 036).
DROP TRIGGER "products_name_tails_insert" ON "products";--> statement-breakpoint
DROP TRIGGER "products_name_tails_update" ON "products";--> statement-breakpoint
DROP TRIGGER "brands_name_tails_update" ON "brands";--> statement-breakpoint
DROP FUNCTION "products_refresh_name_tails"();--> statement-breakpoint
DROP FUNCTION "brands_refresh_name_tails"();--> statement-breakpoint
DROP FUNCTION "refresh_product_name_tails"(integer[]);--> statement-breakpoint
DROP FUNCTION "word_tails"(text);--> statement-breakpoint
DROP TABLE "product_name_tails" CASCADE;--> statement-breakpoint
-- The words of a folded text (fold_search_text), as searchWords (catalogue/search-text.ts) splits
-- typed text: each space-separated token without the punctuation at its ends ("x1010،" → "x1010",
-- "lu'bati"), each piece between punctuation ("t-shirt" → "t", "shirt"), and each word of four
-- letters or more that starts with the Arabic article without it ("العطور" → "عطور").
CREATE FUNCTION "search_words"(folded text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT DISTINCT form FROM (
		SELECT btrim(token, '!"#$%&''()*+,-./:;<=>?@[\]^_`{|}~،؛؟«»') FROM regexp_split_to_table(folded, ' ') AS token
		UNION ALL
		SELECT piece FROM regexp_split_to_table(folded, '[\s!-/:-@\[-`{-~،؛؟«»]+') AS piece
	) AS words(word)
	CROSS JOIN LATERAL (VALUES (word), (CASE WHEN word LIKE 'ال%' AND char_length(word) >= 4 THEN substr(word, 3) END)) AS forms(form)
	WHERE form <> ''
$$;--> statement-breakpoint
-- A word and each form of it with one letter left out (typoVariants in search-text.ts).
CREATE FUNCTION "search_word_variants_of"(word text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT word UNION SELECT overlay(word PLACING '' FROM i FOR 1) FROM generate_series(1, char_length(word)) AS i
$$;--> statement-breakpoint
-- Rewrites the search rows of these products from what they are now: published ones only, each
-- term once with its best weight (4 a whole name, 3 a brand word, 2 a word of a shown category
-- or of one above it, 1 a name word; SEARCH_WEIGHTS in catalogue.repository.ts), then adds the
-- typo variants of letter words the index did not have yet.
-- (Each statement is planned for the ids at hand: a plan made once for any list of ids read the
-- whole catalogue.)
CREATE FUNCTION "refresh_search_terms"(product_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(product_ids) = 0 THEN
		RETURN;
	END IF;
	EXECUTE 'DELETE FROM "search_terms" WHERE "product_id" = ANY($1)' USING product_ids;
	EXECUTE 'WITH RECURSIVE shown("id") AS (
		SELECT "id" FROM "categories" WHERE "parent_id" IS NULL AND "is_published"
		UNION ALL
		SELECT c."id" FROM "categories" c JOIN shown s ON c."parent_id" = s."id" WHERE c."is_published"
	), lineage("category_id", "ancestor_id") AS (
		SELECT "id", "id" FROM shown
		UNION ALL
		SELECT l."category_id", c."parent_id" FROM lineage l JOIN "categories" c ON c."id" = l."ancestor_id" WHERE c."parent_id" IS NOT NULL
	), category_words("category_id", "word") AS (
		SELECT DISTINCT l."category_id", w.word
		FROM lineage l
		JOIN "categories" a ON a."id" = l."ancestor_id"
		CROSS JOIN LATERAL (
			SELECT search_words(fold_search_text(a."name_en")) UNION SELECT search_words(fold_search_text(a."name_ar"))
		) AS w(word)
	)
	INSERT INTO "search_terms" ("product_id", "term", "weight", "in_stock")
	SELECT p."id", s.term, max(s.weight), p."in_stock"
	FROM "products" p
	LEFT JOIN "brands" b ON b."id" = p."brand_id"
	CROSS JOIN LATERAL (
		SELECT p."search_name_en", 4 UNION ALL SELECT p."search_name_ar", 4
		UNION ALL SELECT search_words(fold_search_text(b."name_en")), 3
		UNION ALL SELECT search_words(fold_search_text(b."name_ar")), 3
		UNION ALL SELECT cw."word", 2 FROM "product_categories" pc JOIN category_words cw ON cw."category_id" = pc."category_id" WHERE pc."product_id" = p."id"
		UNION ALL SELECT search_words(p."search_name_en"), 1
		UNION ALL SELECT search_words(p."search_name_ar"), 1
	) AS s(term, weight)
	WHERE p."id" = ANY($1) AND p."is_published" AND s.term <> ''''
	GROUP BY p."id", s.term' USING product_ids;
	EXECUTE 'INSERT INTO "search_word_variants" ("variant", "word")
	SELECT v.variant, w.word
	FROM (
		SELECT DISTINCT "term" FROM "search_terms"
		WHERE "product_id" = ANY($1) AND char_length("term") >= 4 AND "term" !~ ''[\s0-9٠-٩]''
	) AS w(word)
	CROSS JOIN LATERAL search_word_variants_of(w.word) AS v(variant)
	WHERE NOT EXISTS (SELECT 1 FROM "search_word_variants" x WHERE x."variant" = w.word AND x."word" = w.word)
	ON CONFLICT DO NOTHING' USING product_ids;
END $$;--> statement-breakpoint
-- Inserted products, and updated ones whose names, brand or publication changed; a stock flip
-- (the in_stock trigger of 0001) only copies the flag.
CREATE FUNCTION "products_refresh_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM refresh_search_terms(ARRAY(SELECT "id" FROM changed_new));
		RETURN NULL;
	END IF;
	PERFORM refresh_search_terms(ARRAY(
		SELECT n."id" FROM changed_new n JOIN changed_old o ON o."id" = n."id"
		WHERE (n."search_name_en", n."search_name_ar", n."brand_id", n."is_published")
			IS DISTINCT FROM (o."search_name_en", o."search_name_ar", o."brand_id", o."is_published")));
	UPDATE "search_terms" t SET "in_stock" = n."in_stock"
	FROM changed_new n JOIN changed_old o ON o."id" = n."id"
	WHERE t."product_id" = n."id" AND n."in_stock" <> o."in_stock" AND t."in_stock" <> n."in_stock";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "brands_refresh_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_search_terms(ARRAY(
		SELECT p."id" FROM "products" p JOIN changed_new n ON n."id" = p."brand_id" JOIN changed_old o ON o."id" = n."id"
		WHERE (n."name_en", n."name_ar") IS DISTINCT FROM (o."name_en", o."name_ar")));
	RETURN NULL;
END $$;--> statement-breakpoint
-- A renamed, moved, published or hidden category changes the words of every product in it or below it.
CREATE FUNCTION "categories_refresh_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_search_terms(ARRAY(
		WITH RECURSIVE below("id") AS (
			SELECT n."id" FROM changed_new n JOIN changed_old o ON o."id" = n."id"
			WHERE (n."name_en", n."name_ar", n."parent_id", n."is_published") IS DISTINCT FROM (o."name_en", o."name_ar", o."parent_id", o."is_published")
			UNION
			SELECT c."id" FROM "categories" c JOIN below b ON c."parent_id" = b."id"
		)
		SELECT DISTINCT pc."product_id" FROM "product_categories" pc JOIN below b ON b."id" = pc."category_id"));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_categories_refresh_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM refresh_search_terms(ARRAY(SELECT DISTINCT "product_id" FROM changed_new));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM refresh_search_terms(ARRAY(SELECT DISTINCT "product_id" FROM changed_old));
	ELSE
		PERFORM refresh_search_terms(ARRAY(SELECT "product_id" FROM changed_new UNION SELECT "product_id" FROM changed_old));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_terms_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "products_refresh_search_terms"();--> statement-breakpoint
CREATE TRIGGER "products_search_terms_update" AFTER UPDATE ON "products"
	REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "products_refresh_search_terms"();--> statement-breakpoint
CREATE TRIGGER "brands_search_terms_update" AFTER UPDATE ON "brands"
	REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "brands_refresh_search_terms"();--> statement-breakpoint
CREATE TRIGGER "categories_search_terms_update" AFTER UPDATE ON "categories"
	REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "categories_refresh_search_terms"();--> statement-breakpoint
CREATE TRIGGER "product_categories_search_terms_insert" AFTER INSERT ON "product_categories"
	REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "product_categories_refresh_search_terms"();--> statement-breakpoint
CREATE TRIGGER "product_categories_search_terms_update" AFTER UPDATE ON "product_categories"
	REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "product_categories_refresh_search_terms"();--> statement-breakpoint
CREATE TRIGGER "product_categories_search_terms_delete" AFTER DELETE ON "product_categories"
	REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "product_categories_refresh_search_terms"();--> statement-breakpoint
-- Words of the index within one typo of a typed word, other than those starting with it (found
-- as typed); none for a word shorter than five letters or with digits.
CREATE FUNCTION "search_typo_words"(typed text) RETURNS text[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
	SELECT ARRAY(
		SELECT DISTINCT v."word" FROM "search_word_variants" v
		WHERE char_length(typed) >= 5 AND typed !~ '[0-9٠-٩]' AND v."variant" IN (SELECT f FROM search_word_variants_of(typed) AS f)
			AND NOT (v."word" ~>=~ typed AND v."word" ~<~ (typed || chr(1114111))))
$$;--> statement-breakpoint
-- One walk of a suggestion: the products whose index words of this weight start with `prefix`, in
-- term order (the walk index), or are one of `typos` (in no particular order: there are few),
-- that also have a word matching each of `others` ([{"prefix": …, "typos": […]}], one descent of
-- the (product, term) index each). It reads at most `scan` index rows (a common word among
-- several typed ones would otherwise be read whole to find the few products that have them all)
-- and stops after `rows`. A plain SQL function: PostgreSQL inlines it into the query that calls it.
CREATE FUNCTION "search_walk"(of_weight smallint, prefix text, typos text[], others jsonb, scan integer, rows integer)
RETURNS TABLE ("product_id" integer, "in_stock" boolean) LANGUAGE sql STABLE AS $$
	SELECT c."product_id", c."in_stock" FROM (
		(SELECT t."product_id", t."in_stock" FROM "search_terms" t
		WHERE t."weight" = of_weight AND t."term" ~>=~ prefix AND t."term" ~<~ (prefix || chr(1114111))
		ORDER BY t."term" USING ~<~, t."product_id"
		LIMIT scan)
		UNION ALL
		(SELECT t."product_id", t."in_stock" FROM "search_terms" t WHERE t."weight" = of_weight AND t."term" = ANY(typos) LIMIT scan)
	) AS c
	WHERE NOT EXISTS (
		SELECT 1 FROM jsonb_array_elements(others) AS o(word)
		WHERE NOT EXISTS (
			SELECT 1 FROM "search_terms" x
			WHERE x."product_id" = c."product_id"
				AND (x."term" ~>=~ (o.word->>'prefix') AND x."term" ~<~ ((o.word->>'prefix') || chr(1114111)) OR (o.word->'typos') ? x."term")))
	LIMIT rows
$$;--> statement-breakpoint
-- Suggestions (findSuggestions in catalogue.repository.ts): the walks in rank order, a whole
-- name (weight 4) starting with `phrase`, then brand (3), category (2) and name (1) words
-- starting with `driver`, then those within one typo of it. Every word of `others` must match
-- the product too, as typed or within one typo. PostgreSQL runs the walks in turn and stops once
-- `walk_rows` rows are found; each product comes once, at its first place, with `in_stock_first`
-- those in stock before the others, at most `top` of them, with how many rows were walked
-- (`walk_rows`: a longer walk may find more). A plpgsql function, so each connection plans the
-- statement once and keeps the plan, instead of planning seven walks per call.
CREATE FUNCTION "search_suggestions"(phrase text, driver text, others text[], in_stock_first boolean, top integer, walk_rows integer)
RETURNS TABLE ("id" integer, "name_en" text, "name_ar" text, "picture_path" text, "walked" integer)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
	driver_typos text[] := search_typo_words(driver);
	other_words jsonb := (
		SELECT coalesce(jsonb_agg(jsonb_build_object('prefix', o, 'typos', to_jsonb(search_typo_words(o)))), '[]')
		FROM unnest(others) AS o);
	-- With other words to check, each walk reads at most this many index rows (search_walk).
	scan integer := CASE WHEN cardinality(others) > 0 THEN 300 ELSE walk_rows END;
BEGIN
	RETURN QUERY
	WITH walked AS (
		SELECT w.product_id, w.in_stock, row_number() OVER () AS position
		FROM (
			SELECT * FROM search_walk(4::smallint, phrase, '{}', '[]', walk_rows, walk_rows)
			UNION ALL SELECT * FROM search_walk(3::smallint, driver, '{}', other_words, scan, walk_rows)
			UNION ALL SELECT * FROM search_walk(2::smallint, driver, '{}', other_words, scan, walk_rows)
			UNION ALL SELECT * FROM search_walk(1::smallint, driver, '{}', other_words, scan, walk_rows)
			UNION ALL SELECT * FROM search_walk(3::smallint, NULL, driver_typos, other_words, scan, walk_rows)
			UNION ALL SELECT * FROM search_walk(2::smallint, NULL, driver_typos, other_words, scan, walk_rows)
			UNION ALL SELECT * FROM search_walk(1::smallint, NULL, driver_typos, other_words, scan, walk_rows)
			LIMIT walk_rows
		) AS w
	), best AS (
		SELECT walked.product_id, min(walked.position) AS position, bool_or(walked.in_stock) AS in_stock
		FROM walked GROUP BY walked.product_id
		ORDER BY in_stock_first AND NOT bool_or(walked.in_stock), 2
		LIMIT top
	)
	SELECT p."id", p."name_en", p."name_ar", p."picture_path", (SELECT count(*) FROM walked)::integer
	FROM best JOIN "products" p ON p."id" = best.product_id
	ORDER BY in_stock_first AND NOT best.in_stock, best.position;
END $$;--> statement-breakpoint
SELECT refresh_search_terms(ARRAY(SELECT "id" FROM "products"));--> statement-breakpoint
ANALYZE "search_terms", "search_word_variants";
