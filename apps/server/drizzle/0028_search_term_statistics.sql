-- How many search terms start with a typed word is estimated from the column's histogram (ADR 063).
-- At the default 100 bins one bin holds about 20,000 terms at 100,000 products, so a word within a
-- bin ("atlas": 2,766 terms) was estimated at 1, and the planner joined its products to their
-- relevance ranks by a nested loop, every product against every rank. 1,000 bins put the words of
-- the bench's searches within 2x of their counts.
ALTER TABLE "search_terms" ALTER COLUMN "term" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "search_terms";
