-- workshop_capacity (issue 15): the database keeps a workshop's capacity. `workshops.booked_count`
-- counts its booked registrations, kept by a row trigger on workshop_registrations in the writing
-- transaction, and the CHECK workshops_capacity_check (in the drizzle schema) keeps it between 0
-- and max_participants. A booking that would overfill a workshop therefore fails in the database,
-- whatever the application code does; the service locks the workshop row and decides booked or
-- waiting before that. Self-contained and idempotent: it recounts the existing rows.
CREATE OR REPLACE FUNCTION workshop_booked_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'booked' THEN
    UPDATE workshops SET booked_count = booked_count - 1 WHERE id = OLD.workshop_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'booked' THEN
    UPDATE workshops SET booked_count = booked_count + 1 WHERE id = NEW.workshop_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS workshop_registrations_booked_count ON workshop_registrations;
--> statement-breakpoint
CREATE TRIGGER workshop_registrations_booked_count
AFTER INSERT OR DELETE OR UPDATE OF status, workshop_id ON workshop_registrations
FOR EACH ROW EXECUTE FUNCTION workshop_booked_count_apply();
--> statement-breakpoint
UPDATE workshops AS w SET booked_count = (
  SELECT count(*)::int FROM workshop_registrations AS r WHERE r.workshop_id = w.id AND r.status = 'booked'
);
