-- When a tenant's webhook deliveries are next due, so the worker opens only tenants with work
-- (the same idea as next_publish_at). NULL: nothing pending.
ALTER TABLE tenants ADD COLUMN webhook_due_at INTEGER;
CREATE INDEX tenants_webhook_due ON tenants (webhook_due_at) WHERE webhook_due_at IS NOT NULL;
