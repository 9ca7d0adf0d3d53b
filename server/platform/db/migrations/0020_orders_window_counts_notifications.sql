CREATE TABLE "order_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "left_devices_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_on_devices_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."left_devices_at" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (type IN ('report.uploaded', 'report.read', 'report.deleted', 'report.critical', 'report.escalated', 'interpretation.requested', 'ticket.created', 'ticket.mail', 'ticket.comment', 'reportDemand.created', 'post.moved', 'workshop.promoted', 'order.report'));--> statement-breakpoint
-- order_counts: the number of orders in each status, kept by statement triggers on orders (insert,
-- delete, update), so the staff's order list total and the dashboard's open count are a sum over
-- nine rows (server/features/orders/orderList.ts) instead of a count over every order. As with
-- report_counts (0011), the counts commit with the rows they count, and a bulk insert is one
-- grouped upsert.
CREATE FUNCTION order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE order_counts AS c SET total = c.total - d.total
    FROM (SELECT status, count(*)::int AS total FROM old_rows GROUP BY status) AS d
    WHERE c.status = d.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_counts AS c (status, total)
    SELECT status, count(*)::int FROM new_rows GROUP BY status
    ON CONFLICT (status) DO UPDATE SET total = c.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_count_insert AFTER INSERT ON orders
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_count_delete AFTER DELETE ON orders
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_count_update AFTER UPDATE ON orders
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
INSERT INTO order_counts (status, total) SELECT status, count(*)::int FROM orders GROUP BY status;
