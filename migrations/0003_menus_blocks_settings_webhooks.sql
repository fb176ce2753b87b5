-- Menus, blocks and settings (CONTRACT §6), API keys (§3), SEO fields on articles and pages,
-- webhooks with their delivery log (§9).

CREATE TABLE menus (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  site_id INTEGER NOT NULL REFERENCES sites (id),
  slug TEXT NOT NULL,
  location TEXT NOT NULL DEFAULT '',
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  name TEXT NOT NULL DEFAULT '{}',
  name_fold TEXT NOT NULL DEFAULT '',
  -- the whole tree as JSON, written and read whole
  items TEXT NOT NULL DEFAULT '[]'
);
CREATE UNIQUE INDEX menus_slug ON menus (site_id, slug);
CREATE INDEX menus_created ON menus (site_id, created_at);

CREATE TABLE blocks (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  site_id INTEGER NOT NULL REFERENCES sites (id),
  slug TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'draft',
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  name TEXT NOT NULL DEFAULT '{}',
  name_fold TEXT NOT NULL DEFAULT '',
  data TEXT NOT NULL DEFAULT '{}',
  content TEXT NOT NULL DEFAULT '{}',
  content_fold TEXT NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX blocks_slug ON blocks (site_id, slug);
CREATE INDEX blocks_created ON blocks (site_id, created_at);

CREATE TABLE settings (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  site_id INTEGER NOT NULL REFERENCES sites (id),
  key TEXT NOT NULL,
  value TEXT NOT NULL DEFAULT 'null',
  is_public INTEGER NOT NULL DEFAULT 0,
  description TEXT NOT NULL DEFAULT '',
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX settings_key ON settings (site_id, key);
CREATE INDEX settings_created ON settings (site_id, created_at);
CREATE INDEX settings_public ON settings (site_id, is_public);

-- The secret is kept only as its SHA-256; the key itself is shown once, at creation.
CREATE TABLE api_keys (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  roles TEXT NOT NULL DEFAULT '[]',
  key_hash TEXT NOT NULL UNIQUE,
  expires_at INTEGER,
  last_used_at INTEGER,
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX api_keys_created ON api_keys (created_at);

ALTER TABLE articles ADD COLUMN seo TEXT NOT NULL DEFAULT '{}';
ALTER TABLE pages ADD COLUMN seo TEXT NOT NULL DEFAULT '{}';

-- The secret is stored as is: the service needs it to sign every delivery.
CREATE TABLE webhooks (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  site_id INTEGER NOT NULL REFERENCES sites (id),
  url TEXT NOT NULL,
  events TEXT NOT NULL DEFAULT '[]',
  secret TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX webhooks_created ON webhooks (site_id, created_at);
CREATE INDEX webhooks_active ON webhooks (active, site_id);

-- One row per (webhook, event): its state and schedule. `next_attempt_at` is also the lease of
-- an attempt in flight, so a crash mid-attempt leaves the delivery due again, never lost.
CREATE TABLE webhook_deliveries (
  id INTEGER PRIMARY KEY,
  webhook_id INTEGER NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event_id INTEGER NOT NULL REFERENCES events (id),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed', 'cancelled')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  last_status_code INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (webhook_id, event_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id);

-- Every attempt with its outcome, for GET /admin/webhooks/{uuid}/deliveries.
CREATE TABLE webhook_attempts (
  id INTEGER PRIMARY KEY,
  delivery_id INTEGER NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt INTEGER NOT NULL,
  attempted_at INTEGER NOT NULL,
  status_code INTEGER,
  error TEXT,
  duration_ms INTEGER NOT NULL
);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, attempt);

-- Fan-out in the writer's transaction: an event and the deliveries it owes are stored together,
-- whichever path wrote it (request, scheduler, operator command). A webhook hears the events of
-- its site and the tenant-wide ones (site_id NULL: users, API keys, sites). A subscription is an
-- event name, `<resource>.*` or `*`.
CREATE TRIGGER events_webhook_fanout AFTER INSERT ON events
BEGIN
  INSERT INTO webhook_deliveries (webhook_id, event_id, status, next_attempt_at, created_at, updated_at)
  SELECT w.id, NEW.id, 'pending', NEW.occurred_at, NEW.occurred_at, NEW.occurred_at
  FROM webhooks w
  WHERE w.active = 1
    AND (NEW.site_id IS NULL OR w.site_id = NEW.site_id)
    AND EXISTS (
      SELECT 1 FROM json_each(w.events) s
      WHERE s.value = NEW.event
        OR s.value = '*'
        OR (s.value LIKE '%.*' AND substr(NEW.event, 1, length(s.value) - 1) = substr(s.value, 1, length(s.value) - 1))
    );
END;

-- Audit log filters (CONTRACT §9): newest first overall and per entity.
CREATE INDEX events_entity ON events (entity_uuid, id);
CREATE INDEX events_actor_label ON events (actor_label, id);
