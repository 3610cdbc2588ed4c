CREATE TABLE "stock_adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"variation_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_adjustments_quantity_after_check" CHECK ("stock_adjustments"."quantity_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_adjustments_variation_idx" ON "stock_adjustments" USING btree ("variation_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_variations_low_stock_idx" ON "product_variations" USING btree ("active_qty","id");--> statement-breakpoint
-- A change made through adjustStock can put a product in or out of stock (the in_stock trigger
-- of 0001 then notifies) or only change a count a kept page shows: either way every process
-- hears of it at commit (docs/decisions/016), like any other catalogue change.
CREATE TRIGGER "stock_adjustments_notify_change" AFTER INSERT ON "stock_adjustments"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
