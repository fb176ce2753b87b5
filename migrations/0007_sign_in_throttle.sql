-- Sign-in throttling (CONTRACT §14): recent failed sign-ins per email, kept in the tenant
-- database so every process serving the tenant counts the same attempts. The key is the SHA-256
-- of the normalised email, for known and unknown accounts alike (the answers do not tell them
-- apart, see docs/operations.md), so what a client typed is never stored.
CREATE TABLE sign_in_throttle (
  email_hash TEXT NOT NULL PRIMARY KEY,
  -- JSON array of the times (ms) of the latest failures, at most 5
  failures TEXT NOT NULL DEFAULT '[]',
  locked_until INTEGER,
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX sign_in_throttle_updated ON sign_in_throttle (updated_at);

-- shown on the user (read-only): until when the account's sign-in is locked
ALTER TABLE users ADD COLUMN locked_until INTEGER;
