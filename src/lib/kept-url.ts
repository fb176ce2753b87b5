/**
 * A webhook URL as events show it: its origin, and `/…` for the rest. Its user and password, its
 * path and its query may be the credential of the receiver (a Slack or build-hook URL is one),
 * and `webhook.created` goes to every other webhook of the site.
 */
export function keptUrl(url: string): string {
  try {
    const u = new URL(url)
    return u.origin + (u.pathname !== '/' || u.search || u.username ? '/…' : '')
  } catch {
    return '…'
  }
}
