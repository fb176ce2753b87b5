-- Documents whose full-text index entry is behind search_docs (store/search-index.ts). A write
-- changes search_docs and queues the document here, in its own transaction; the FTS5 index
-- catches up in batches, shortly after and always before a search reads it. One FTS5 flush per
-- write transaction cost more than the rest of the write together (bench/README.md).
--
-- `indexed` = 1: the index holds the document with the text kept here (FTS5 external content
-- needs the old text to remove it); 0: the index does not hold it. The first write after a
-- catch-up records this; later writes before the next catch-up leave it as it is.
CREATE TABLE search_pending (
  id INTEGER PRIMARY KEY,
  indexed INTEGER NOT NULL,
  title TEXT,
  excerpt TEXT,
  body TEXT
);
