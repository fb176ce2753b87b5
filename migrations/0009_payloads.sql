-- Event and revision payloads stored once per write, compressed (store/payloads.ts).
--
-- Before: every event copied the item it reported (`events.data`: an article created and
-- published in one write was stored twice), and its revision a third time (`revisions.data`).
-- Now a write stores the item once in `payloads` (zstd-packed JSON of the item as read) and its
-- events and revision point at it; a revision's PUT form is derived from that item when read
-- (registry/write-form.ts). Revisions written before this migration keep the PUT form they
-- were stored with (`form` = 'write').
--
-- The data itself moves in code (store/payloads.ts `movePayloads`: SQL cannot compress), which
-- then drops `events.data` and `revisions.data`; the file shrinks with the VACUUM that follows.
CREATE TABLE payloads (
  id INTEGER PRIMARY KEY,
  data BLOB NOT NULL
);

ALTER TABLE events ADD COLUMN payload_id INTEGER REFERENCES payloads (id);
ALTER TABLE revisions ADD COLUMN payload_id INTEGER REFERENCES payloads (id);
-- 'item': the payload is the item as read; 'write': as a PUT sends it (stored before 0009)
ALTER TABLE revisions ADD COLUMN form TEXT NOT NULL DEFAULT 'item' CHECK (form IN ('item', 'write'));
CREATE INDEX events_payload ON events (payload_id);
CREATE INDEX revisions_payload ON revisions (payload_id);

-- A payload goes with the last event or revision that points at it (an item's revisions go
-- when it is deleted; events when a retention job prunes them).
CREATE TRIGGER events_payload_release AFTER DELETE ON events
WHEN OLD.payload_id IS NOT NULL
BEGIN
  DELETE FROM payloads WHERE id = OLD.payload_id
    AND NOT EXISTS (SELECT 1 FROM events WHERE payload_id = OLD.payload_id)
    AND NOT EXISTS (SELECT 1 FROM revisions WHERE payload_id = OLD.payload_id);
END;
CREATE TRIGGER revisions_payload_release AFTER DELETE ON revisions
WHEN OLD.payload_id IS NOT NULL
BEGIN
  DELETE FROM payloads WHERE id = OLD.payload_id
    AND NOT EXISTS (SELECT 1 FROM events WHERE payload_id = OLD.payload_id)
    AND NOT EXISTS (SELECT 1 FROM revisions WHERE payload_id = OLD.payload_id);
END;
