CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"session_id" text,
	"language" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_term" text,
	"result_count" integer,
	"transaction_id" text,
	"value" integer,
	"forwarded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "analytics_events_name_time_idx" ON "analytics_events" USING btree ("name","occurred_at","session_id");--> statement-breakpoint
CREATE INDEX "analytics_events_time_idx" ON "analytics_events" USING btree ("occurred_at","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_transaction_idx" ON "analytics_events" USING btree ("transaction_id") WHERE "analytics_events"."transaction_id" is not null;