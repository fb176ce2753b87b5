-- When a user's sessions last ended (ms): a new password, set by the user or an administrator.
-- Access tokens issued before it are refused from then on (the refresh tokens already were), so
-- a password changed because the account was taken also ends the taker's access tokens.
ALTER TABLE users ADD COLUMN sessions_ended_at INTEGER;
