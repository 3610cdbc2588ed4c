CREATE TABLE "delivery_capacity_overrides" (
	"date" date NOT NULL,
	"option_id" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "delivery_capacity_overrides_date_option_id_pk" PRIMARY KEY("date","option_id"),
	CONSTRAINT "delivery_capacity_overrides_capacity_check" CHECK ("delivery_capacity_overrides"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_closed_days" (
	"date" date PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_slot_options" ADD COLUMN "weekday_capacities" integer[];--> statement-breakpoint
UPDATE "delivery_slot_options" SET "weekday_capacities" = array_fill("capacity", ARRAY[7]);--> statement-breakpoint
ALTER TABLE "delivery_slot_options" ALTER COLUMN "weekday_capacities" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_slot_options" DROP COLUMN "capacity";--> statement-breakpoint
ALTER TABLE "delivery_slot_options" ADD COLUMN "cutoff_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_capacity_overrides" ADD CONSTRAINT "delivery_capacity_overrides_option_id_delivery_slot_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."delivery_slot_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slot_options" ADD CONSTRAINT "delivery_slot_options_template_check" CHECK (cardinality("delivery_slot_options"."weekday_capacities") = 7 and 0 <= all("delivery_slot_options"."weekday_capacities") and "delivery_slot_options"."cutoff_minutes" >= 0 and "delivery_slot_options"."start_time" < "delivery_slot_options"."end_time");