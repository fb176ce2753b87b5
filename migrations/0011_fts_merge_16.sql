-- The full-text index merges its segments 16 at a time instead of FTS5's default 4
-- (docs/search.md, "How the index is written").
--
-- Every catch-up writes a new segment; with 4, each indexed document was rewritten once per level
-- of 4-fold merges, and those rewrites were most of what a create wrote to the index. With 16
-- there are half as many levels. On the peer bench's 10,000 articles (creates at 16 connections,
-- the server on one core): 988-1,041 creates/s before, 1,144-1,186 after; two-word searches after
-- ~8,000 new articles 689-700 req/s before, 686-704 after; the same bytes per indexed article.
INSERT INTO search_fts (search_fts, rank) VALUES ('automerge', 16);
