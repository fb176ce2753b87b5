-- The folded copy of HTML fields, zstd-packed (docs/search.md, "The folded copy of HTML fields").
--
-- The partial, case- and accent-insensitive filter of an HTML field (`body_html` of articles and
-- pages, `content` of blocks) read `<column>_fold` (the text of every locale, tags removed,
-- folded) with LIKE; on 10,000 articles seeded through the API that copy was 38 of the 91 MiB
-- of the articles table. It is now kept packed in `<column>_fold_packed` (NULL: no text), and the
-- filter asks `cms_packed_contains(<column>_fold_packed, term)`, which unpacks it: the same rows
-- match. Other multilingual fields keep their short fold as text.
--
-- The text is packed in code (store/pack-folds.ts: SQL cannot compress), which then drops the
-- text columns; the file shrinks with the VACUUM that follows.
ALTER TABLE articles ADD COLUMN body_html_fold_packed BLOB;
ALTER TABLE pages ADD COLUMN body_html_fold_packed BLOB;
ALTER TABLE blocks ADD COLUMN content_fold_packed BLOB;
