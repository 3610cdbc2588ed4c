CREATE TYPE "public"."sandbox_payment_status" AS ENUM('open', 'challenge', 'captured', 'declined', 'cancelled');--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" "sandbox_payment_status" DEFAULT 'open' NOT NULL,
	"card_last4" text,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sandbox_gateway_payments_amount_check" CHECK ("sandbox_gateway_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "customer_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payment_link" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "product_name_ar" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_payments_reference_key" ON "sandbox_gateway_payments" USING btree ("gateway","merchant_reference");--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_one_open_per_order" ON "payment_requests" USING btree ("order_id") WHERE "payment_requests"."status" in ('pending', 'submitted');--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status" in ('awaiting_payment', 'payment_failed');