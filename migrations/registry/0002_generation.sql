-- Bumped when a tenant's storage is replaced (app:tenant:restore --force), so a running server
-- notices on the next request and reopens the tenant's database.
ALTER TABLE tenants ADD COLUMN generation INTEGER NOT NULL DEFAULT 0;
