-- The typo lookup keeps its plans (ADR 052).
--
-- search_word_variants_of and search_typo_words were SQL functions. PostgreSQL (before 18) plans
-- the body of a SQL function it cannot inline again on every call of the statement that calls it,
-- and these two are not inlined (a set-returning function in a select list, an array of a
-- subquery): planning the variants' index lookup was 0.13 ms of a 0.19 ms call, paid once per
-- typed word of five letters or more by search_suggestions and by a keyword list. PL/pgSQL keeps
-- each statement's plan for the session: the same call takes 0.06 ms (`pgbench`, one connection).
-- Same arguments, same answers.

CREATE OR REPLACE FUNCTION "search_word_variants_of"(word text) RETURNS SETOF text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
	RETURN QUERY SELECT word UNION SELECT overlay(word PLACING '' FROM i FOR 1) FROM generate_series(1, char_length(word)) AS i;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_typo_words"(typed text) RETURNS text[] LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
	IF char_length(typed) < 5 OR typed ~ '[0-9٠-٩]' THEN
		RETURN '{}';
	END IF;
	RETURN ARRAY(
		SELECT DISTINCT v."word" FROM "search_word_variants" v
		WHERE v."variant" = ANY(ARRAY(SELECT search_word_variants_of(typed)))
			AND NOT (v."word" ~>=~ typed AND v."word" ~<~ (typed || chr(1114111))));
END $$;
