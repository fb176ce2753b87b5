-- A webhook receives only the events that happen after it was created (docs/events.md): the
-- fan-out no longer sends a new webhook its own `webhook.created`, written in the same
-- transaction as the webhook itself.
DROP TRIGGER events_webhook_fanout;
CREATE TRIGGER events_webhook_fanout AFTER INSERT ON events
BEGIN
  INSERT INTO webhook_deliveries (webhook_id, event_id, status, next_attempt_at, created_at, updated_at)
  SELECT w.id, NEW.id, 'pending', NEW.occurred_at, NEW.occurred_at, NEW.occurred_at
  FROM webhooks w
  WHERE w.active = 1
    AND (NEW.site_id IS NULL OR w.site_id = NEW.site_id)
    AND NOT (NEW.event = 'webhook.created' AND NEW.entity_uuid = w.uuid)
    AND EXISTS (
      SELECT 1 FROM json_each(w.events) s
      WHERE s.value = NEW.event
        OR s.value = '*'
        OR (s.value LIKE '%.*' AND substr(NEW.event, 1, length(s.value) - 1) = substr(s.value, 1, length(s.value) - 1))
    );
END;
