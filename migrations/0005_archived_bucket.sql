-- Archived articles and pages get their own search bucket (3), out of the preview range (buckets
-- 0 to 2): a preview token shows drafts and scheduled content, not archived (CONTRACT "Preview").
-- Their documents move from bucket 2 to 3: a document id carries its bucket in (id / 2^38) % 4
-- (store/search-index.ts), so the new id is the old one plus 2^38. The index catches up through
-- search_pending (migrations/0004_search_pending.sql): the old id leaves with the text it was
-- indexed with, the new one is added, at the next search or write.
INSERT OR IGNORE INTO search_pending (id, indexed, title, excerpt, body)
  SELECT id, 1, title, excerpt, body FROM search_docs
  WHERE status = 'archived' AND (id / 274877906944) % 4 = 2;
UPDATE search_docs SET id = id + 274877906944
  WHERE status = 'archived' AND (id / 274877906944) % 4 = 2;
INSERT OR IGNORE INTO search_pending (id, indexed)
  SELECT id, 0 FROM search_docs
  WHERE status = 'archived' AND (id / 274877906944) % 4 = 3;
