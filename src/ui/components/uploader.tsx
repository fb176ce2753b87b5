/** Drag-and-drop (or browse) upload to POST /admin/media, one progress bar per file. */
import { useState } from 'preact/hooks'
import { toProblem } from '../lib/api'
import { upload } from '../lib/upload'
import type { Item, Problem } from '../lib/types'

type Job = { key: number; name: string; progress: number; problem: Problem | null; done: boolean }

type Props = {
  onUploaded: (item: Item) => void
  visibility?: 'public' | 'private'
  accept?: string
}

let seq = 0

export function Uploader({ onUploaded, visibility = 'public', accept }: Props) {
  const [jobs, setJobs] = useState<Job[]>([])
  const [over, setOver] = useState(false)
  const patch = (key: number, change: Partial<Job>) =>
    setJobs((list) => list.map((j) => (j.key === key ? { ...j, ...change } : j)))

  const send = async (file: File) => {
    const key = ++seq
    setJobs((list) =>
      [{ key, name: file.name, progress: 0, problem: null, done: false }, ...list].slice(0, 8),
    )
    const form = new FormData()
    form.append('file', file)
    form.append('visibility', visibility)
    try {
      const { data } = await upload('/admin/media', form, (progress) => patch(key, { progress }))
      patch(key, { progress: 1, done: true })
      onUploaded(data)
    } catch (err) {
      patch(key, { problem: toProblem(err) })
    }
  }
  const sendAll = (files: FileList | null) => {
    for (const file of files ? [...files] : []) void send(file)
  }

  return (
    <div class="uploader">
      <label
        class={`dropzone ${over ? 'over' : ''}`}
        onDragOver={(e) => (e.preventDefault(), setOver(true))}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault()
          setOver(false)
          sendAll(e.dataTransfer?.files ?? null)
        }}
      >
        <strong>Drop files here</strong> or click to choose
        <input
          type="file"
          multiple
          accept={accept}
          aria-label="Upload files"
          onChange={(e) => sendAll((e.currentTarget as HTMLInputElement).files)}
        />
      </label>
      {jobs.length ? (
        <ul class="jobs">
          {jobs.map((j) => (
            <li key={j.key} class={j.problem ? 'failed' : j.done ? 'done' : ''}>
              <span class="job-name">{j.name}</span>
              <progress max={1} value={j.progress} aria-label={`Upload of ${j.name}`} />
              <span class="job-state">
                {j.problem
                  ? j.problem.detail
                  : j.done
                    ? 'Uploaded'
                    : `${Math.round(j.progress * 100)}%`}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
