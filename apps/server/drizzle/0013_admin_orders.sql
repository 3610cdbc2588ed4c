CREATE TYPE "public"."order_payment_state" AS ENUM('awaiting', 'failed', 'paid', 'on_delivery', 'voided', 'partially_refunded', 'refunded');--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_line_id" integer,
	"quantity" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"payment_refund_id" integer,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_staff_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_staff_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"staff_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_state" "order_payment_state" DEFAULT 'awaiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_staff_notes" ADD CONSTRAINT "order_staff_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_staff_notes" ADD CONSTRAINT "order_staff_notes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_staff_notes_order_idx" ON "order_staff_notes" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmed_by_staff_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_packed_by_staff_accounts_id_fk" FOREIGN KEY ("packed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_admin_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_admin_status_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_admin_payment_state_idx" ON "orders" USING btree ("payment_state","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_admin_slot_idx" ON "orders" USING btree ("delivery_slot_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Orders placed before this migration: where their money stands, from their status and payments.
UPDATE "orders" o SET "payment_state" = (CASE
	WHEN o."status" = 'awaiting_payment' THEN 'awaiting'
	WHEN o."status" = 'payment_failed' THEN 'failed'
	WHEN EXISTS (SELECT 1 FROM "payment_requests" r WHERE r."order_id" = o."id" AND r."status" = 'paid') THEN 'paid'
	WHEN o."status" = 'cancelled' THEN 'voided'
	WHEN o."status" = 'delivered' THEN 'paid'
	ELSE 'on_delivery'
END)::"order_payment_state";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_state" DROP DEFAULT;--> statement-breakpoint
-- The search text of orders placed before it, folded as normalizeSearchText folds (search-text.ts).
UPDATE "orders" SET "search_text" = btrim(regexp_replace(translate(regexp_replace(lower(concat_ws(' ',
	"number",
	"billing_address"->>'firstName', "billing_address"->>'lastName', "billing_address"->>'phone', "billing_address"->>'email',
	"shipping_address"->>'firstName', "shipping_address"->>'lastName', "shipping_address"->>'phone', "shipping_address"->>'email'
)), '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱةى', 'ااااهي'), '\s+', ' ', 'g'));