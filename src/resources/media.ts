import { defineResource } from '../registry/define'
import { f } from '../registry/fields'
import { Type } from '../registry/schema'
import { removeMediaFiles } from '../domain/media-files'
import { removeTransformsOf } from '../domain/media-transforms'

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
    width: f.int({ readOnly: true, nullable: true, description: 'Pixels, upright; null when the file is no image' }),
    height: f.int({ readOnly: true, nullable: true, description: 'Pixels, upright; null when the file is no image' }),
    alt: f.i18n(),
    focal_point: f.object(
      {
        x: f.number({ min: 0, max: 1, default: 0.5, description: 'From the left edge (0) to the right edge (1)' }),
        y: f.number({ min: 0, max: 1, default: 0.5, description: 'From the top edge (0) to the bottom edge (1)' }),
      },
      { description: 'The point a `fit=cover` transform keeps in its crop' },
    ),
    placeholder: f.text({ readOnly: true, nullable: true, description: 'Images: a blurred ThumbHash preview as a data: URL (at most 1 KiB); null for other files' }),
    urls: f.computed(
      (row, ctx) => ctx.mediaUrls(row),
      Type.Object({
        original: Type.String(),
        thumbnail: Type.Optional(Type.String()),
        medium: Type.Optional(Type.String()),
        srcset: Type.Optional(Type.String({ description: 'Images: transform URLs at widths 320, 640, 960, 1280 and 1920 (not wider than the original), as an HTML srcset' })),
      }),
    ),
  },
  unique: [],
  filters: { mime_type: 'exact', status: 'exact', visibility: 'exact', original_filename: 'partial' },
  order: { created_at: 'desc', updated_at: 'desc', size: 'desc', original_filename: 'asc', mime_type: 'asc' },
  // the files go once the row is gone for good; articles lose it as featuredImage by the FK
  afterDeleteCommit: (row, ctx) => {
    removeMediaFiles(ctx.tenant.files, row)
    removeTransformsOf(ctx.tenant.mediaDir, row.uuid)
  },
})
