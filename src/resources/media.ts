import { defineResource } from '../registry/define'
import { f } from '../registry/fields'
import { Type } from '../registry/schema'
import { removeMediaFiles } from '../domain/media-files'

export default defineResource({
  type: 'Media',
  path: 'media',
  access: 'media',
  description: 'An uploaded file (POST multipart/form-data). Images get thumbnail and medium variants.',
  // uploads arrive as multipart; PATCH/PUT change metadata only
  create: 'multipart',
  fields: {
    filename: f.text({ readOnly: true }),
    original_filename: f.text({ readOnly: true }),
    mime_type: f.text({ readOnly: true }),
    size: f.int({ readOnly: true, description: 'Bytes of the original file' }),
    status: f.text({ readOnly: true, default: 'ready' }),
    visibility: f.enumOf(['public', 'private'], { default: 'public' }),
    width: f.int({ readOnly: true }),
    height: f.int({ readOnly: true }),
    alt: f.i18n(),
    urls: f.computed(
      (row, ctx) => ctx.mediaUrls(row),
      Type.Object({ original: Type.String(), thumbnail: Type.Optional(Type.String()), medium: Type.Optional(Type.String()) }),
    ),
  },
  unique: [],
  filters: { mime_type: 'exact', status: 'exact', visibility: 'exact', original_filename: 'partial' },
  order: { created_at: 'desc', updated_at: 'desc', size: 'desc', original_filename: 'asc', mime_type: 'asc' },
  // the files go once the row is gone for good; articles lose it as featuredImage by the FK
  afterDeleteCommit: (row, ctx) => removeMediaFiles(ctx.tenant.mediaDir, row),
})
