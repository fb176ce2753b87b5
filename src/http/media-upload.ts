/**
 * `POST /admin/media` (CONTRACT "Media"): multipart/form-data with `file` (required),
 * `visibility` (`public` | `private`) and `alt` (a JSON multilingual object). The pipeline has
 * already checked the role, the Content-Type (415) and the announced length (413); this streams
 * the file to a temporary name and hands it to the media operation.
 */
import { createMedia, type MediaMetadata } from '../domain/media'
import { removeFiles, sweepStaleUploads, uploadPaths } from '../domain/media-files'
import { newUuid } from '../lib/uuid'
import type { ResourceDef } from '../registry/define'
import type { RequestContext } from './context'
import { readMultipart } from './multipart'
import { problem } from '../lib/problem'
import type { Create } from './route'
import { written } from './written'

const MB = 1024 * 1024
/** An upload in progress is younger than this; older temporary files were left by a crash. */
const STALE_UPLOAD_MS = 6 * 3600 * 1000
const swept = new Set<string>()

/** Form fields → the body the generic create validates (unknown fields are ignored). */
function metadataOf(fields: Record<string, string>): MediaMetadata {
  const body: MediaMetadata = {}
  if (fields.visibility !== undefined) body.visibility = fields.visibility.trim() || null
  // the JSON-valued fields, as /openapi.json lists them (encoding application/json)
  for (const name of ['alt', 'focal_point'] as const) {
    // a leading BOM, as a JSON body may have (a field read from a file: `-F 'alt=<alt.json'`)
    const raw = fields[name]?.replace(/^\uFEFF/, '')
    if (raw === undefined || raw.trim() === '') continue
    try {
      body[name] = JSON.parse(raw)
    } catch {
      throw problem.badRequest(`Syntax error: the "${name}" field is not valid JSON.`)
    }
  }
  return body
}

/** The create of a resource declared `create: 'multipart'` (media): an upload. */
export function uploadCreate(def: ResourceDef): Create {
  return {
    async handle(rc: RequestContext) {
      const scope = rc.scope('/admin')
      // once per tenant and process: cheap, and a crash leaves at most one upload's files
      if (!swept.has(scope.tenant.mediaDir)) {
        swept.add(scope.tenant.mediaDir)
        sweepStaleUploads(scope.tenant.mediaDir, STALE_UPLOAD_MS)
      }
      const paths = uploadPaths(scope.tenant.mediaDir, newUuid())
      try {
        const form = await readMultipart(rc.request, {
          fileField: 'file',
          tempPath: paths.temp,
          maxFileBytes: rc.app.config.maxUploadMb * MB,
          maxFileMb: rc.app.config.maxUploadMb,
        })
        const metadata = metadataOf(form.fields)
        const { item } = await createMedia(scope, def, paths, form.file, metadata)
        return written(def, item, 201)
      } finally {
        removeFiles([paths.temp])
      }
    },
    doc: {
      summary: 'Uploads a file (multipart/form-data); images get thumbnail and medium variants',
      requestType: 'multipart/form-data',
      requestSchema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: { type: 'string', format: 'binary', description: 'The file; its type is sniffed from the bytes' },
          visibility: { type: 'string', enum: ['public', 'private'], default: 'public' },
          alt: { type: 'string', description: 'JSON object of alternative texts per locale, e.g. {"fr":"…","en":"…"}' },
        },
      },
      problems: [400, 413, 415, 422],
    },
  }
}
