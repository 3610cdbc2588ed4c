CREATE TYPE "public"."payment_refund_status" AS ENUM('requested', 'pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"request_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" "payment_refund_status" DEFAULT 'requested' NOT NULL,
	"gateway_refund_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "gateway" text;--> statement-breakpoint
-- Requests opened before this migration were opened at their provider's (sandbox) account.
UPDATE "payment_requests" SET "gateway" = "payment_providers"."gateway" FROM "payment_providers" WHERE "payment_providers"."id" = "payment_requests"."provider_id";--> statement-breakpoint
ALTER TABLE "payment_requests" ALTER COLUMN "gateway" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_request_id_payment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."payment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_request_idx" ON "payment_refunds" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_gateway_refund_idx" ON "payment_refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_provider_event_key" ON "payment_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_requests_gateway_payment_idx" ON "payment_requests" USING btree ("gateway","gateway_transaction_id");--> statement-breakpoint
ALTER TABLE "sandbox_gateway_payments" ADD CONSTRAINT "sandbox_gateway_payments_refunded_check" CHECK ("sandbox_gateway_payments"."refunded_amount" >= 0 and "sandbox_gateway_payments"."refunded_amount" <= "sandbox_gateway_payments"."amount");