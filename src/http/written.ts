/** The answer to a write of a resource item (create, replace, patch, operations, uploads). */
import type { ResourceDef } from '../registry/define'
import { etagOfText, itemText, taggedText } from '../store/repository'
import { jsonResponse, jsonTextResponse } from './respond'

/** The ETag covers the item as a GET shows it; secrets this write set are added once (webhooks, API keys). */
export function written(def: ResourceDef, item: Record<string, unknown>, status: number, revealed: Record<string, string> = {}): Response {
  // note: serialised once for the payload, the ETag and the body (unless a secret is shown once)
  const text = itemText(item)
  const headers: Record<string, string> = { ETag: etagOfText(taggedText(def, text)) }
  if (status === 201) headers.Location = item['@id'] as string
  if (Object.keys(revealed).length === 0) return jsonTextResponse(text, status, headers)
  return jsonResponse({ ...item, ...revealed }, status, { ...headers, 'Cache-Control': 'no-store' })
}
