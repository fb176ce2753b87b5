/** A deterministic RGB gradient PNG, to upload as the bench's media item. */
import { makePng } from '../../test/helpers/png'

export const gradientPng = (width: number, height: number): Uint8Array<ArrayBuffer> =>
  makePng(width, height, (x, y) => [(x * 255) / width, (y * 255) / height, ((x + y) * 97) & 255])
