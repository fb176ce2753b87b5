/**
 * Upload variants in their own thread (lib/image-thread.ts), started from the executable's main
 * module as `serve` starts it: the same result as inline, errors that keep their kind, and a
 * thread that ends with its owner.
 */
import { afterAll, expect, test } from 'bun:test'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { ImageError } from '../../src/lib/image'
import { runImageJob } from '../../src/lib/image-job'
import { ImageThread } from '../../src/lib/image-thread'
import { decodeImage, encodeImage, photoLike } from '../helpers/test-images'

const MAIN = resolve(import.meta.dir, '../../src/main.ts')
const dir = mkdtempSync(join(tmpdir(), 'cms-image-thread-'))
const thread = new ImageThread(MAIN)
afterAll(() => {
  thread.close()
  rmSync(dir, { recursive: true, force: true })
})

test('should make the same variants and placeholder as the inline job, and write their files', async () => {
  const jpeg = await encodeImage(photoLike(1600, 900), 'image/jpeg')
  const path = join(dir, 'photo.upload')
  writeFileSync(path, jpeg)
  const [threaded, inline] = await Promise.all([
    thread.run({ path, mime: 'image/jpeg', outBase: join(dir, 'a') }),
    runImageJob({ bytes: jpeg, mime: 'image/jpeg', outBase: join(dir, 'b') }),
  ])
  expect(threaded.width).toBe(1600)
  expect(threaded.height).toBe(900)
  expect(threaded.placeholder).toBe(inline.placeholder)
  expect(threaded.variants.map((v) => [v.name, v.width, v.height, v.bytes])).toEqual(inline.variants.map((v) => [v.name, v.width, v.height, v.bytes]))
  for (const v of threaded.variants) {
    expect(v.path).toStartWith(join(dir, 'a-'))
    expect((await decodeImage(await Bun.file(v.path).bytes(), v.mime)).width).toBe(v.width)
  }
})

test('should reject data that is no usable image with an ImageError, and a missing file with its code', async () => {
  const path = join(dir, 'broken.upload')
  // a PNG signature and header, then nothing that decodes
  writeFileSync(path, Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000010000000100806000000', 'hex'), Buffer.alloc(64, 7)]))
  const broken = await thread.run({ path, mime: 'image/png', outBase: join(dir, 'c') }).catch((e: unknown) => e)
  expect(broken).toBeInstanceOf(ImageError)
  expect(existsSync(join(dir, 'c-thumbnail.png'))).toBe(false)
  const missing = await thread.run({ path: join(dir, 'nothing'), mime: 'image/png', outBase: join(dir, 'd') }).catch((e: unknown) => e)
  expect(missing).toBeInstanceOf(Error)
  expect(missing).not.toBeInstanceOf(ImageError)
  expect((missing as { code?: string }).code).toBe('ENOENT')
})

test('should start again after close, for the next job', async () => {
  thread.close()
  const path = join(dir, 'again.upload')
  writeFileSync(path, await encodeImage(photoLike(400, 300), 'image/png'))
  const result = await thread.run({ path, mime: 'image/png', outBase: join(dir, 'e') })
  expect(result.variants.map((v) => v.name)).toEqual(['thumbnail'])
})
