-- Suggestions that stop as soon as they have their answer (ADR 050).
--
-- search_typo_words: the variants of the typed word are looked up by the primary key (a hash of
-- the whole table before: 1 ms with 4,000 words, growing with the vocabulary).
-- search_walk: each other word is checked with index ranges of the product's own rows, its
-- prefix and then its typos (the OR of the two read every row of the product, 300 candidates a
-- walk).
-- search_suggestions: the walks run in turn in a loop that ends as soon as `top` products that
-- rank first are found (in stock, with in_stock_first), instead of always reading `walk_rows`
-- rows from every walk; the typos of the words are worked out only when a walk needs them. The
-- answer is the same: a product found later can only rank below those already found. Its
-- statements keep one plan for every call (plan_cache_mode): planned for each call's values, the
-- walks cost more to plan than to run (5,600 calls a second on two connections against 11,800).

CREATE OR REPLACE FUNCTION "search_typo_words"(typed text) RETURNS text[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
	SELECT ARRAY(
		SELECT DISTINCT v."word" FROM "search_word_variants" v
		WHERE char_length(typed) >= 5 AND typed !~ '[0-9٠-٩]'
			AND v."variant" = ANY(ARRAY(SELECT search_word_variants_of(typed)))
			AND NOT (v."word" ~>=~ typed AND v."word" ~<~ (typed || chr(1114111))))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_walk"(of_weight smallint, prefix text, typos text[], others jsonb, scan integer, rows integer)
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
					AND x."term" ~>=~ (o.word->>'prefix') AND x."term" ~<~ ((o.word->>'prefix') || chr(1114111)))
			AND NOT (jsonb_array_length(o.word->'typos') > 0 AND EXISTS (
				SELECT 1 FROM "search_terms" x
				WHERE x."product_id" = c."product_id"
					AND x."term" = ANY(ARRAY(SELECT jsonb_array_elements_text(o.word->'typos'))))))
	LIMIT rows
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_suggestions"(phrase text, driver text, others text[], in_stock_first boolean, top integer, walk_rows integer)
RETURNS TABLE ("id" integer, "name_en" text, "name_ar" text, "picture_path" text, "walked" integer)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
	weights CONSTANT smallint[] := '{4,3,2,1,3,2,1}';
	other_words jsonb := '[]';
	driver_typos text[] := '{}';
	scan integer := CASE WHEN cardinality(others) > 0 THEN 300 ELSE walk_rows END;
	found_ids integer[] := '{}';
	found_in_stock boolean[] := '{}';
	wanted integer := 0;
	walked_rows integer := 0;
	at integer;
	walk integer;
	row record;
BEGIN
	<<walks>>
	FOR walk IN 1..7 LOOP
		IF walk = 2 AND cardinality(others) > 0 THEN
			other_words := (SELECT jsonb_agg(jsonb_build_object('prefix', o, 'typos', to_jsonb(search_typo_words(o)))) FROM unnest(others) AS o);
		ELSIF walk = 5 THEN
			driver_typos := search_typo_words(driver);
			EXIT walks WHEN cardinality(driver_typos) = 0;
		END IF;
		FOR row IN SELECT w.product_id, w.in_stock FROM search_walk(weights[walk],
				CASE WHEN walk = 1 THEN phrase WHEN walk <= 4 THEN driver END,
				CASE WHEN walk >= 5 THEN driver_typos ELSE '{}' END,
				CASE WHEN walk = 1 THEN '[]' ELSE other_words END,
				CASE WHEN walk = 1 THEN walk_rows ELSE scan END,
				walk_rows - walked_rows) AS w LOOP
			walked_rows := walked_rows + 1;
			at := array_position(found_ids, row.product_id);
			IF at IS NULL THEN
				found_ids := found_ids || row.product_id;
				found_in_stock := found_in_stock || row.in_stock;
				IF row.in_stock OR NOT in_stock_first THEN wanted := wanted + 1; END IF;
			END IF;
			EXIT walks WHEN wanted >= top OR walked_rows >= walk_rows;
		END LOOP;
	END LOOP;
	RETURN QUERY
	SELECT p."id", p."name_en", p."name_ar", p."picture_path", walked_rows
	FROM unnest(found_ids, found_in_stock) WITH ORDINALITY AS best(product_id, in_stock, position)
	JOIN "products" p ON p."id" = best.product_id
	ORDER BY in_stock_first AND NOT best.in_stock, best.position
	LIMIT top;
END $$;
