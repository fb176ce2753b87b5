-- Smaller tenant databases, nothing lost (bench/README.md "Disk": 410 MiB -> see there for
-- 10,000 articles seeded through the API). Two parts.
--
-- 1. Event and revision payloads stored once per write, compressed (store/payloads.ts).
--
-- Before: every event copied the item it reported (`events.data`: an article created and
-- published in one write was stored twice), and its revision a third time (`revisions.data`).
-- Now a write stores the item once in `payloads` (zstd-packed JSON of the item as read) and its
-- events and revision point at it; a revision's PUT form is derived from that item when read
-- (registry/write-form.ts). Revisions written before this migration keep the PUT form they
-- were stored with (`form` = 'write').
--
-- The data itself moves in code (store/compact-storage.ts: SQL cannot compress), which then
-- drops `events.data` and `revisions.data`; the file shrinks with the VACUUM that follows.
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

-- 2. The search text is kept once, in the item's own row: search_fts becomes contentless (FTS5
-- deletes by rowid with contentless_delete), search_docs keeps a hash of the text instead of a
-- copy (set in code, with the drop of its text columns), and a queued document carries its
-- new text until the catch-up (store/search-index.ts). Highlights read the item's row.
-- The new index is filled from search_docs: documents not queued now, from the text the old
-- index holds; queued ones are indexed by the next catch-up, from their current text.
UPDATE search_pending SET indexed = 0, title = d.title, excerpt = d.excerpt, body = d.body
  FROM search_docs d WHERE d.id = search_pending.id;
UPDATE search_pending SET indexed = 0, title = NULL, excerpt = NULL, body = NULL
  WHERE id NOT IN (SELECT id FROM search_docs);
DROP TABLE search_fts;
CREATE VIRTUAL TABLE search_fts USING fts5 (
  title,
  excerpt,
  body,
  content = '',
  contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
INSERT INTO search_fts (search_fts, rank) VALUES ('automerge', 0);
INSERT INTO search_fts (search_fts, rank) VALUES ('hashsize', 67108864);
INSERT INTO search_fts (rowid, title, excerpt, body)
  SELECT id, title, excerpt, body FROM search_docs WHERE id NOT IN (SELECT id FROM search_pending);
INSERT INTO search_fts (search_fts, rank) VALUES ('automerge', 4);
INSERT INTO search_fts (search_fts, rank) VALUES ('hashsize', 1048576);
ALTER TABLE search_docs ADD COLUMN text_hash INTEGER NOT NULL DEFAULT 0;
