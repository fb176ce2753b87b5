-- The change feed (CONTRACT §13) reads the outbox without its payload: each event keeps the
-- item's version after the write, and what the public saw change: `upsert` (visible after the
-- write), `remove` (visible before, not after) or NULL (the public saw nothing), with the item's
-- public key (its slug) at that moment.
ALTER TABLE events ADD COLUMN version INTEGER;
ALTER TABLE events ADD COLUMN public_change TEXT;
ALTER TABLE events ADD COLUMN public_key TEXT;
UPDATE events SET version = json_extract(data, '$.version') WHERE json_valid(data);

-- The public feed reads only the events the public saw, per site, in cursor order.
CREATE INDEX events_public ON events (site_id, id) WHERE public_change IS NOT NULL;

-- Retention: the highest event id ever pruned. A cursor below it may have missed events (410).
-- note: one row; the outbox's own ids cannot say it, as events still owed to webhooks outlive
-- their neighbours.
CREATE TABLE events_pruned (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  through INTEGER NOT NULL
);
