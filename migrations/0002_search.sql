-- Full-text search over articles and pages (docs/search.md, src/store/search-index.ts).
--
-- search_docs holds one row per searchable item and locale: the plain text (HTML stripped) of
-- the fields named by the resource's `search` option. Its `id` is not a counter: it packs
-- site, visibility bucket, locale code, resource code and the item's id into one integer, so a
-- search restricts itself with a rowid range inside the FTS index instead of joining a table
-- for every match (store/search-index.ts documents the layout). Large text goes last.
CREATE TABLE search_docs (
  id INTEGER PRIMARY KEY,
  resource TEXT NOT NULL,
  entity_id INTEGER NOT NULL,
  site_id INTEGER NOT NULL REFERENCES sites (id),
  locale TEXT NOT NULL,
  status TEXT NOT NULL,
  published_at INTEGER,
  title TEXT NOT NULL DEFAULT '',
  excerpt TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT ''
);
CREATE INDEX search_docs_entity ON search_docs (resource, entity_id);

-- Small stable integer codes for locales and resources, assigned on first use and never
-- reused, because they are part of every search_docs id.
CREATE TABLE search_codes (
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  code INTEGER NOT NULL,
  PRIMARY KEY (kind, name),
  UNIQUE (kind, code)
) WITHOUT ROWID;

-- External content: the text lives once, in search_docs; the index is kept in step by
-- store/search-index.ts in the write transaction, and `app:tenant:reindex` rebuilds it.
-- unicode61 with remove_diacritics 2: case- and accent-insensitive (`ete` finds `été`).
-- prefix '2 3': the last word of every query is a prefix; without these indexes a 2- or
-- 3-letter prefix merges the postings of every word it starts (1 s for `le*` on 100,000
-- articles, 60 ms with them), for about 2.4 times the index size.
-- Content indexed before this migration is not in the index: run `app:tenant:reindex`.
CREATE VIRTUAL TABLE search_fts USING fts5 (
  title,
  excerpt,
  body,
  content = 'search_docs',
  content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
