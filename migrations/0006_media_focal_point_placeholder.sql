-- Image transforms (CONTRACT §12): where a `fit=cover` crop keeps its subject, and a ThumbHash
-- placeholder made at upload. Images uploaded before this migration get their placeholder the
-- first time one of their files is delivered (docs/media.md), since SQL cannot decode an image.
ALTER TABLE media ADD COLUMN focal_point TEXT NOT NULL DEFAULT '{"x":0.5,"y":0.5}';
ALTER TABLE media ADD COLUMN placeholder TEXT;
