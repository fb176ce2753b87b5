-- API keys act for a user, and rights that were lowered are recorded (docs/events.md, "API keys").
--
-- `api_keys.owner_id`: the uuid of the user a key acts for: the user who created it, or the owner
-- of the key that created it. A key stops working when its owner is disabled or deleted, and
-- never acts above its owner's current highest role. Keys created before this migration get
-- the owner the audit log names (a key whose creation event was pruned keeps none, and acts as
-- before: as its own principal).
--
-- `rights_lowered_at` (users, api_keys): when a demotion or a disabling last took rights away
-- (ms). A preview token issued before it ends for good; other changes (a rename, an unlock, a
-- promotion) leave the issuer's preview tokens alone.
ALTER TABLE api_keys ADD COLUMN owner_id TEXT;
ALTER TABLE api_keys ADD COLUMN rights_lowered_at INTEGER;
ALTER TABLE users ADD COLUMN rights_lowered_at INTEGER;

UPDATE api_keys SET owner_id = (
  SELECT e.actor_id FROM events e
  WHERE e.event = 'api_key.created' AND e.entity_uuid = api_keys.uuid AND e.actor_type = 'user'
  ORDER BY e.id LIMIT 1
);
-- keys made by keys, three links deep at most
UPDATE api_keys SET owner_id = (
  SELECT k.owner_id FROM events e JOIN api_keys k ON k.uuid = e.actor_id
  WHERE e.event = 'api_key.created' AND e.entity_uuid = api_keys.uuid AND e.actor_type = 'api_key'
  ORDER BY e.id LIMIT 1
) WHERE owner_id IS NULL;
UPDATE api_keys SET owner_id = (
  SELECT k.owner_id FROM events e JOIN api_keys k ON k.uuid = e.actor_id
  WHERE e.event = 'api_key.created' AND e.entity_uuid = api_keys.uuid AND e.actor_type = 'api_key'
  ORDER BY e.id LIMIT 1
) WHERE owner_id IS NULL;
UPDATE api_keys SET owner_id = (
  SELECT k.owner_id FROM events e JOIN api_keys k ON k.uuid = e.actor_id
  WHERE e.event = 'api_key.created' AND e.entity_uuid = api_keys.uuid AND e.actor_type = 'api_key'
  ORDER BY e.id LIMIT 1
) WHERE owner_id IS NULL;
