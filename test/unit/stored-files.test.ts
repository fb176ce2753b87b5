import { afterAll, describe, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resolveStoredFileOnce } from '../../src/domain/media-files'

const root = mkdtempSync(join(tmpdir(), 'cms-stored-files-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function mediaDir(name: string): string {
  const dir = join(root, name, 'media')
  mkdirSync(dir, { recursive: true })
  return dir
}

describe('resolveStoredFileOnce', () => {
  test('should remember a resolved file for its owner until the recheck delay has passed', () => {
    const dir = mediaDir('a')
    writeFileSync(join(dir, 'f.jpg'), 'abc')
    const owner = {}
    const first = resolveStoredFileOnce(owner, dir, 'f.jpg', 1_000)
    expect(first?.stat.size).toBe(3)
    rmSync(join(dir, 'f.jpg'))
    // within the delay: the remembered answer, no file system access
    expect(resolveStoredFileOnce(owner, dir, 'f.jpg', 5_999)).toBe(first)
    // another owner (a reopened tenant handle) looks again
    expect(resolveStoredFileOnce({}, dir, 'f.jpg', 5_999)).toBeNull()
    // after the delay the file is looked at again, and its absence is not remembered
    expect(resolveStoredFileOnce(owner, dir, 'f.jpg', 6_000)).toBeNull()
    writeFileSync(join(dir, 'f.jpg'), 'abcd')
    expect(resolveStoredFileOnce(owner, dir, 'f.jpg', 6_001)?.stat.size).toBe(4)
  })

  test('should never resolve a symlink that leads out of the media folder, nor a folder', () => {
    const dir = mediaDir('b')
    writeFileSync(join(root, 'secret.txt'), 'secret')
    symlinkSync(join(root, 'secret.txt'), join(dir, 'link.jpg'))
    mkdirSync(join(dir, 'sub.jpg'))
    const owner = {}
    expect(resolveStoredFileOnce(owner, dir, 'link.jpg')).toBeNull()
    expect(resolveStoredFileOnce(owner, dir, 'sub.jpg')).toBeNull()
    expect(resolveStoredFileOnce(owner, dir, '../../secret.txt')).toBeNull()
  })

  test('should answer null when the media folder itself is missing', () => {
    expect(resolveStoredFileOnce({}, join(root, 'none', 'media'), 'f.jpg')).toBeNull()
  })
})
