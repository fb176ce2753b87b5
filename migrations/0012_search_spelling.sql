-- The full-text index spells its terms as readers type them (docs/search.md, "Spelling"):
-- `cœur` is indexed as `coeur`, `Straße` as `strasse`, `Łódź` as `lodz`, `Αθήνα` as `αθηνα`,
-- `ёлка` as `елка`, `ﬁn` as `fin`; queries are spelt the same way, so `coeur` and `cœur`
-- both find it. The unicode61 tokenizer folds case and Latin accents, but kept those letters
-- as they are.
--
-- The index is filled again in code (store/respell-index.ts: the text comes from each item's
-- row, spelt in code): for 10,000 articles this takes a few seconds.
SELECT 1;
