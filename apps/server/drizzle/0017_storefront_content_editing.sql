ALTER TABLE "data_list_items" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "data_lists" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
-- Kept storefront pages (ADR 027) show content too: a committed change to a static page, a home
-- page data list or a UI text clears them in every process, as a catalogue change does (0003).
CREATE TRIGGER "static_pages_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "static_pages"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();--> statement-breakpoint
CREATE TRIGGER "data_lists_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "data_lists"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();--> statement-breakpoint
CREATE TRIGGER "data_list_items_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "data_list_items"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();--> statement-breakpoint
CREATE TRIGGER "translation_versions_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "translation_versions"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
