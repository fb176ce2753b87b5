/**
 * Migration 0017 in code (migrations/0017_webhook_urls_kept.sql): the stored `webhook.*` events
 * written before their data showed a webhook's URL by its origin (lib/kept-url.ts) are rewritten
 * that way, so a delivery still pending, the audit log and the change feed hold no credential of
 * another receiver.
 */
import type { Database } from 'bun:sqlite'
import { keptUrl } from '../lib/kept-url'
import { packJson, unpackJson } from '../lib/packed-json'

export function keepWebhookUrls(db: Database): void {
  const payloads = db
    .query("SELECT DISTINCT p.id, p.data FROM payloads p JOIN events e ON e.payload_id = p.id WHERE e.event LIKE 'webhook.%'")
    .all() as { id: number; data: Uint8Array }[]
  const update = db.query('UPDATE payloads SET data = ? WHERE id = ?')
  for (const p of payloads) {
    const item = JSON.parse(unpackJson(p.data)) as Record<string, unknown>
    if (typeof item.url !== 'string' || item.url === keptUrl(item.url)) continue
    update.run(packJson(JSON.stringify({ ...item, url: keptUrl(item.url) })), p.id)
  }
}
