ALTER TABLE "customers" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refresh_tokens_customer_idx" ON "refresh_tokens" USING btree ("customer_id");