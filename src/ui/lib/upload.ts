/**
 * Multipart upload through XMLHttpRequest, because fetch reports no upload progress.
 * Same headers and the same quiet refresh-on-401 as api.ts.
 */
import { ApiError, headersFor, problemFrom, type ApiResult } from './api'
import { refreshTokens, session } from './session'
import type { Item } from './types'

function sendOnce(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    for (const [name, value] of Object.entries(headersFor({}))) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => resolve(xhr)
    xhr.onerror = () =>
      reject(
        new ApiError({
          title: 'Network error',
          status: 0,
          detail: 'The upload could not reach the server.',
        }),
      )
    xhr.send(form)
  })
}

function parse(xhr: XMLHttpRequest): unknown {
  try {
    return xhr.responseText ? JSON.parse(xhr.responseText) : null
  } catch {
    return xhr.responseText
  }
}

export async function upload(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<ApiResult<Item>> {
  let xhr = await sendOnce(path, form, onProgress)
  if (xhr.status === 401 && session.get() && (await refreshTokens()))
    xhr = await sendOnce(path, form, onProgress)
  const body = parse(xhr)
  if (xhr.status < 200 || xhr.status >= 300)
    throw new ApiError(problemFrom(xhr.status, xhr.statusText, body))
  onProgress(1)
  return { data: body as Item, etag: xhr.getResponseHeader('etag'), status: xhr.status }
}
