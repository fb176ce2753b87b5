-- The data of `webhook.*` events shows a webhook's URL by its origin (`https://hooks.example/…`,
-- docs/events.md): its user, password, path or query may be the credential of the receiver, and
-- these events go to the site's other webhooks. Events stored before are rewritten that way in
-- code (store/keep-webhook-urls.ts), so a delivery still pending sends no more than a new one.
SELECT 1;
