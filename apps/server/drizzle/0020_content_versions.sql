CREATE TABLE "content_draft" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"theme" jsonb NOT NULL,
	"menus" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid NOT NULL,
	CONSTRAINT "content_draft_single_row" CHECK ("content_draft"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"theme" jsonb NOT NULL,
	"menus" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"copied_from" integer
);
