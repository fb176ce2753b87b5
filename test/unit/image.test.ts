import { describe, expect, test } from 'bun:test'
import { canMakeVariants, ImageError, makeVariants, type VariantResult } from '../../src/lib/image'
import { imageSize, sniffMime } from '../../src/lib/sniff'
import {
  decodeImage,
  encodeImage,
  makeGif,
  photoLike,
  pixelAt,
  rawPng,
  solid,
  withExifOrientation,
  type RgbaImage,
} from '../helpers/test-images'

// Drawing a 2000x1500 test image in JavaScript takes a while on a busy machine.
const SLOW = 30_000

async function variantsOf(mime: string, image: RgbaImage): Promise<VariantResult> {
  return makeVariants(await encodeImage(image, mime), mime)
}

function variant(result: VariantResult, name: 'thumbnail' | 'medium') {
  const found = result.variants.find((v) => v.name === name)
  if (!found) throw new Error(`no ${name} variant`)
  return found
}

/** Checks a variant's bytes really are what its metadata claims. */
async function expectDecodes(
  result: VariantResult,
  name: 'thumbnail' | 'medium',
  w: number,
  h: number,
) {
  const v = variant(result, name)
  expect([v.width, v.height]).toEqual([w, h])
  expect(sniffMime(v.bytes)).toBe(v.mime)
  expect(imageSize(v.bytes, v.mime)).toEqual({ width: w, height: h })
  const decoded = await decodeImage(v.bytes, v.mime)
  expect([decoded.width, decoded.height]).toEqual([w, h])
  return decoded
}

function expectColorNear(actual: number[], expected: number[], tolerance = 12) {
  actual.forEach((c, i) => expect(Math.abs(c - expected[i]!)).toBeLessThanOrEqual(tolerance))
}

describe('makeVariants', () => {
  test(
    'JPEG 2000x1500 gets a 320 thumbnail and a 1024 medium, as JPEG',
    async () => {
      const result = await variantsOf('image/jpeg', photoLike(2000, 1500))
      expect([result.width, result.height]).toEqual([2000, 1500])
      expect(result.variants.map((v) => v.name)).toEqual(['thumbnail', 'medium'])
      expect(result.variants.every((v) => v.mime === 'image/jpeg')).toBe(true)
      await expectDecodes(result, 'thumbnail', 320, 240)
      await expectDecodes(result, 'medium', 1024, 768)
    },
    SLOW,
  )

  test(
    'PNG keeps transparency and aspect ratio',
    async () => {
      const result = await variantsOf('image/png', photoLike(1500, 1000, { alpha: true }))
      expect(result.variants.every((v) => v.mime === 'image/png')).toBe(true)
      const thumb = await expectDecodes(result, 'thumbnail', 320, 213)
      await expectDecodes(result, 'medium', 1024, 683)
      expect(pixelAt(thumb, 10, 10)[3]).toBe(0) // transparent quadrant
      expect(pixelAt(thumb, 300, 200)[3]).toBe(255)
    },
    SLOW,
  )

  test(
    'WebP variants stay WebP',
    async () => {
      const result = await variantsOf('image/webp', photoLike(1200, 800))
      expect(result.variants.every((v) => v.mime === 'image/webp')).toBe(true)
      await expectDecodes(result, 'thumbnail', 320, 213)
      await expectDecodes(result, 'medium', 1024, 683)
    },
    SLOW,
  )

  test('GIF uses the first frame, keeps transparency and produces WebP', async () => {
    // Frame 0: left half transparent, right half red. Frame 1 (must not show): blue.
    const gif = makeGif(400, 300, {
      palette: [
        [255, 0, 0],
        [0, 0, 255],
        [0, 0, 0],
      ],
      frames: [(x) => (x < 200 ? 2 : 0), () => 1],
      transparent: 2,
    })
    const result = await makeVariants(gif, 'image/gif')
    expect([result.width, result.height]).toEqual([400, 300])
    expect(result.variants.map((v) => v.name)).toEqual(['thumbnail'])
    const thumb = await expectDecodes(result, 'thumbnail', 320, 240)
    expect(variant(result, 'thumbnail').mime).toBe('image/webp')
    expect(pixelAt(thumb, 40, 120)[3]).toBe(0)
    expectColorNear(pixelAt(thumb, 280, 120), [255, 0, 0, 255], 20)
  })

  test('palette PNG with tRNS transparency', async () => {
    const [w, h] = [600, 400]
    const rows = Uint8Array.from({ length: w * h }, (_, i) => (i % w < w / 2 ? 0 : 1))
    const plte = new Uint8Array([255, 0, 0, 0, 200, 0])
    const png = rawPng(w, h, 3, rows, [
      ['PLTE', plte],
      ['tRNS', new Uint8Array([0, 255])],
    ])
    const thumb = await expectDecodes(await makeVariants(png, 'image/png'), 'thumbnail', 320, 213)
    expect(pixelAt(thumb, 20, 100)[3]).toBe(0)
    expectColorNear(pixelAt(thumb, 300, 100), [0, 200, 0, 255], 2) // premultiply rounding
  })

  test('greyscale PNG', async () => {
    const png = rawPng(500, 250, 0, new Uint8Array(500 * 250).fill(128))
    const thumb = await expectDecodes(await makeVariants(png, 'image/png'), 'thumbnail', 320, 160)
    expect(pixelAt(thumb, 160, 80)).toEqual([128, 128, 128, 255])
  })

  test('16-bit PNG is reduced to 8 bits per channel', async () => {
    // RGBA, 16 bits per sample: 0x4d4d for the colour (so 0x4d in 8 bits), opaque.
    const rows = new Uint8Array(400 * 300 * 8).map((_, i) => (i % 8 >= 6 ? 0xff : 0x4d))
    const png = rawPng(400, 300, 6, rows, [], 16)
    const thumb = await expectDecodes(await makeVariants(png, 'image/png'), 'thumbnail', 320, 240)
    expect(pixelAt(thumb, 160, 120)).toEqual([0x4d, 0x4d, 0x4d, 255])
  })

  test(
    'colours survive decode, resize and encode',
    async () => {
      const result = await variantsOf('image/jpeg', solid(1600, 1200, [30, 120, 200, 255]))
      expectColorNear(
        pixelAt(await expectDecodes(result, 'thumbnail', 320, 240), 160, 120),
        [30, 120, 200, 255],
      )
      expectColorNear(
        pixelAt(await expectDecodes(result, 'medium', 1024, 768), 512, 384),
        [30, 120, 200, 255],
      )
    },
    SLOW,
  )

  test('an image narrower than 320 is re-encoded at its own size, never upscaled', async () => {
    const result = await variantsOf('image/png', photoLike(200, 100))
    expect(result.variants).toHaveLength(1)
    await expectDecodes(result, 'thumbnail', 200, 100)
  })

  test(
    'medium only when wider than 1024',
    async () => {
      const exactly = await variantsOf('image/jpeg', photoLike(1024, 512))
      expect(exactly.variants.map((v) => v.name)).toEqual(['thumbnail'])
      await expectDecodes(exactly, 'thumbnail', 320, 160)
      const wider = await variantsOf('image/jpeg', photoLike(1025, 1025))
      await expectDecodes(wider, 'medium', 1024, 1024)
    },
    SLOW,
  )

  test(
    'extreme aspect ratios keep at least one pixel of height',
    async () => {
      const result = await variantsOf('image/png', photoLike(5000, 2))
      await expectDecodes(result, 'thumbnail', 320, 1)
      await expectDecodes(result, 'medium', 1024, 1)
    },
    SLOW,
  )

  test(
    'tall images are sized by width',
    async () => {
      const result = await variantsOf('image/jpeg', photoLike(400, 2000))
      await expectDecodes(result, 'thumbnail', 320, 1600)
    },
    SLOW,
  )

  test('JPEG EXIF orientation is applied (phone photos are not sideways)', async () => {
    const sideways = withExifOrientation(await encodeImage(photoLike(800, 400), 'image/jpeg'), 6)
    const result = await makeVariants(sideways, 'image/jpeg')
    expect([result.width, result.height]).toEqual([400, 800])
    await expectDecodes(result, 'thumbnail', 320, 640)
  })

  test(
    'EXIF orientation is applied once, to the medium and to the thumbnail made from it',
    async () => {
      // orientation 3 turns the picture half a turn: the red gradient then falls from left to right
      const upsideDown = withExifOrientation(await encodeImage(photoLike(2400, 1200), 'image/jpeg'), 3)
      const result = await makeVariants(upsideDown, 'image/jpeg')
      for (const [name, w, h] of [['thumbnail', 320, 160], ['medium', 1024, 512]] as const) {
        const decoded = await expectDecodes(result, name, w, h)
        expect(pixelAt(decoded, 2, h / 4)[0]).toBeGreaterThan(200)
        expect(pixelAt(decoded, w - 3, h / 4)[0]).toBeLessThan(55)
      }
    },
    SLOW,
  )

  test(
    'a JPEG decoded at a reduced scale close to the medium (2000 px at 1/2) or EXIF-rotated gets exact variants',
    async () => {
      const jpeg = await encodeImage(photoLike(2000, 1500), 'image/jpeg')
      const straight = await makeVariants(jpeg, 'image/jpeg')
      await expectDecodes(straight, 'medium', 1024, 768)
      await expectDecodes(straight, 'thumbnail', 320, 240)
      const rotated = await makeVariants(withExifOrientation(jpeg, 6), 'image/jpeg')
      expect([rotated.width, rotated.height]).toEqual([1500, 2000])
      await expectDecodes(rotated, 'medium', 1024, 1365)
      await expectDecodes(rotated, 'thumbnail', 320, 427)
    },
    SLOW,
  )

  test('concurrent calls each get their own variants', async () => {
    const jpeg = await encodeImage(photoLike(640, 480), 'image/jpeg')
    const results = await Promise.all(
      Array.from({ length: 6 }, () => makeVariants(jpeg, 'image/jpeg')),
    )
    for (const r of results) await expectDecodes(r, 'thumbnail', 320, 240)
  })

  test('accepts a Uint8Array view into a larger buffer', async () => {
    const png = await encodeImage(photoLike(400, 300), 'image/png')
    const padded = new Uint8Array(png.length + 20)
    padded.set(png, 10)
    const result = await makeVariants(padded.subarray(10, 10 + png.length), 'image/png')
    await expectDecodes(result, 'thumbnail', 320, 240)
  })
})

describe('errors', () => {
  const garbage = new Uint8Array(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256))

  test.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])(
    'undecodable %s data throws a clear ImageError',
    async (mime) => {
      const attempt = makeVariants(garbage, mime)
      await expect(attempt).rejects.toBeInstanceOf(ImageError)
      await expect(attempt).rejects.toThrow(`Could not decode ${mime} image`)
    },
  )

  test('a JPEG header with nothing after it throws and says why', async () => {
    const attempt = makeVariants(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0]), 'image/jpeg')
    await expect(attempt).rejects.toThrow(/Could not decode image\/jpeg image: .+/)
  })

  test('data of another type than the one given is refused', async () => {
    const png = await encodeImage(photoLike(40, 30), 'image/png')
    await expect(makeVariants(png, 'image/jpeg')).rejects.toThrow(
      'Could not decode image/jpeg image: it is png',
    )
  })

  test('truncated PNG throws', async () => {
    const png = await encodeImage(photoLike(300, 300), 'image/png')
    await expect(makeVariants(png.subarray(0, png.length / 2), 'image/png')).rejects.toThrow(
      ImageError,
    )
  })

  test('codecs keep working after a decode failure', async () => {
    await expect(makeVariants(garbage, 'image/jpeg')).rejects.toThrow(ImageError)
    const result = await variantsOf('image/jpeg', photoLike(400, 300))
    await expectDecodes(result, 'thumbnail', 320, 240)
  })

  test('a decompression bomb is refused from its header, before decoding', async () => {
    const png = await encodeImage(photoLike(10, 10), 'image/png')
    const view = new DataView(png.buffer, png.byteOffset)
    view.setUint32(16, 100_000) // IHDR width
    view.setUint32(20, 100_000) // IHDR height
    await expect(makeVariants(png, 'image/png')).rejects.toThrow(/too large/)
  })

  test('animated WebP is reported as such', async () => {
    // RIFF/WEBP with a VP8X chunk whose flags have the animation bit.
    const bytes = new Uint8Array(40)
    bytes.set(new TextEncoder().encode('RIFF\x20\0\0\0WEBPVP8X\x0a\0\0\0'), 0)
    bytes[20] = 0x02
    await expect(makeVariants(bytes, 'image/webp')).rejects.toThrow(/animated WebP/)
  })

  test('unsupported types throw', async () => {
    await expect(makeVariants(new Uint8Array([1, 2, 3]), 'image/avif')).rejects.toThrow(ImageError)
    await expect(makeVariants(new Uint8Array([1, 2, 3]), 'constructor')).rejects.toThrow(ImageError)
  })
})

test('canMakeVariants', () => {
  for (const mime of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
    expect(canMakeVariants(mime)).toBe(true)
  }
  for (const mime of [
    'image/avif',
    'image/svg+xml',
    'application/pdf',
    'video/mp4',
    'text/plain',
    'toString',
  ]) {
    expect(canMakeVariants(mime)).toBe(false)
  }
})
