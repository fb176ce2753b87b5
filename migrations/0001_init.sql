-- One tenant's database: every site, user and content row of that tenant.
-- Conventions: `id` is the internal integer key, `uuid` the public identifier; timestamps are
-- integer milliseconds (UTC); multilingual fields are JSON objects keyed by locale, each with a
-- folded (lower-case, accent-free, tag-free) shadow column for filters; large text goes last.

-- One database per tenant, so the site's ordinal in the tenant is its id; AUTOINCREMENT keeps
-- both from ever being reused.
CREATE TABLE sites (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  tenant_site_id INTEGER GENERATED ALWAYS AS (id) VIRTUAL,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  roles TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL DEFAULT 'active',
  password TEXT NOT NULL,
  last_login_at INTEGER,
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX users_email ON users (email);
CREATE INDEX users_created ON users (created_at);

CREATE TABLE refresh_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  site_id INTEGER NOT NULL REFERENCES sites (id),
  slug TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  name TEXT NOT NULL DEFAULT '{}',
  name_fold TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '{}',
  description_fold TEXT NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX categories_slug ON categories (site_id, slug);
CREATE INDEX categories_created ON categories (site_id, created_at);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  site_id INTEGER NOT NULL REFERENCES sites (id),
  slug TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  name TEXT NOT NULL DEFAULT '{}',
  name_fold TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '{}',
  description_fold TEXT NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX tags_slug ON tags (site_id, slug);
CREATE INDEX tags_created ON tags (site_id, created_at);

CREATE TABLE media (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  site_id INTEGER NOT NULL REFERENCES sites (id),
  filename TEXT NOT NULL,
  original_filename TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'ready',
  visibility TEXT NOT NULL DEFAULT 'public',
  width INTEGER,
  height INTEGER,
  -- bytes of the original and every variant, for the quota
  stored_bytes INTEGER NOT NULL DEFAULT 0,
  variants TEXT NOT NULL DEFAULT '{}',
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  alt TEXT NOT NULL DEFAULT '{}',
  alt_fold TEXT NOT NULL DEFAULT ''
);
CREATE INDEX media_created ON media (site_id, created_at);
CREATE INDEX media_updated ON media (site_id, updated_at);
CREATE INDEX media_size ON media (site_id, size);
CREATE INDEX media_mime ON media (site_id, mime_type);
CREATE INDEX media_original ON media (site_id, original_filename);
CREATE INDEX media_status ON media (site_id, status);
CREATE INDEX media_visibility ON media (site_id, visibility);

CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  site_id INTEGER NOT NULL REFERENCES sites (id),
  slug TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft',
  type TEXT NOT NULL DEFAULT 'article',
  category_id INTEGER REFERENCES categories (id) ON DELETE SET NULL,
  featured_image_id INTEGER REFERENCES media (id) ON DELETE SET NULL,
  published_at INTEGER,
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  title TEXT NOT NULL DEFAULT '{}',
  title_fold TEXT NOT NULL DEFAULT '',
  excerpt TEXT NOT NULL DEFAULT '{}',
  excerpt_fold TEXT NOT NULL DEFAULT '',
  body_html TEXT NOT NULL DEFAULT '{}',
  body_html_fold TEXT NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX articles_slug ON articles (site_id, slug);
CREATE INDEX articles_created ON articles (site_id, created_at);
CREATE INDEX articles_updated ON articles (site_id, updated_at);
CREATE INDEX articles_published ON articles (site_id, published_at);
CREATE INDEX articles_status ON articles (site_id, status, published_at);
CREATE INDEX articles_type ON articles (site_id, type);
CREATE INDEX articles_category ON articles (category_id, site_id);
CREATE INDEX articles_featured_image ON articles (featured_image_id);

CREATE TABLE articles_tags (
  owner_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  target_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (owner_id, target_id)
) WITHOUT ROWID;
CREATE INDEX articles_tags_target ON articles_tags (target_id, owner_id);

CREATE TABLE articles_secondary_categories (
  owner_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  target_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (owner_id, target_id)
) WITHOUT ROWID;
CREATE INDEX articles_secondary_categories_target ON articles_secondary_categories (target_id, owner_id);

CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  site_id INTEGER NOT NULL REFERENCES sites (id),
  slug TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft',
  page_type TEXT NOT NULL DEFAULT 'standard',
  published_at INTEGER,
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  title TEXT NOT NULL DEFAULT '{}',
  title_fold TEXT NOT NULL DEFAULT '',
  excerpt TEXT NOT NULL DEFAULT '{}',
  excerpt_fold TEXT NOT NULL DEFAULT '',
  body_html TEXT NOT NULL DEFAULT '{}',
  body_html_fold TEXT NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX pages_slug ON pages (site_id, slug);
CREATE INDEX pages_created ON pages (site_id, created_at);
CREATE INDEX pages_updated ON pages (site_id, updated_at);
CREATE INDEX pages_published ON pages (site_id, published_at);
CREATE INDEX pages_status ON pages (site_id, status, published_at);
CREATE INDEX pages_type ON pages (site_id, page_type);

CREATE TABLE pages_tags (
  owner_id INTEGER NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  target_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (owner_id, target_id)
) WITHOUT ROWID;
CREATE INDEX pages_tags_target ON pages_tags (target_id, owner_id);

CREATE TABLE redirects (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  site_id INTEGER NOT NULL REFERENCES sites (id),
  source_path TEXT NOT NULL,
  target_path TEXT NOT NULL,
  status_code INTEGER NOT NULL DEFAULT 301,
  status TEXT NOT NULL DEFAULT 'active',
  hit_count INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX redirects_source ON redirects (site_id, source_path);
CREATE INDEX redirects_created ON redirects (site_id, created_at);
CREATE INDEX redirects_hits ON redirects (site_id, hit_count);
CREATE INDEX redirects_code ON redirects (site_id, status_code);
CREATE INDEX redirects_status ON redirects (site_id, status);

-- Every write stores the state it produced; restore writes a stored state as a new version.
CREATE TABLE revisions (
  id INTEGER PRIMARY KEY,
  resource TEXT NOT NULL,
  entity_id INTEGER NOT NULL,
  version INTEGER NOT NULL,
  actor TEXT,
  created_at INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE UNIQUE INDEX revisions_entity ON revisions (resource, entity_id, version);

-- The outbox: every write records its events in the same transaction; it is also the audit log.
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  event TEXT NOT NULL,
  resource TEXT NOT NULL,
  entity_uuid TEXT NOT NULL,
  site_id INTEGER,
  actor_type TEXT,
  actor_id TEXT,
  actor_label TEXT,
  occurred_at INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX events_event ON events (event, id);
CREATE INDEX events_actor ON events (actor_id, id);
CREATE INDEX events_resource ON events (resource, id);
