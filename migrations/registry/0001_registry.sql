-- The registry: one row per tenant. Tenant content lives in tenants/<slug>/cms.db.
CREATE TABLE tenants (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'deleted')),
  quota_mb INTEGER NOT NULL DEFAULT 1024,
  -- earliest published_at of scheduled content, so the worker opens only tenants with work due
  next_publish_at INTEGER,
  created_at INTEGER NOT NULL
);
