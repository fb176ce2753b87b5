/** API problems on screen: the banner shows `detail`; violations sit next to their fields. */
import type { Problem } from '../lib/types'

/** Messages of the violations at `path` (and, unless exact, below it: `title.fr`, `roles[0]`). */
export function violationsAt(problem: Problem | null, path: string, exact = false): string[] {
  if (!problem?.violations) return []
  return problem.violations
    .filter(
      (v) =>
        v.propertyPath === path ||
        (!exact &&
          (v.propertyPath.startsWith(`${path}.`) || v.propertyPath.startsWith(`${path}[`))),
    )
    .map((v) => (v.propertyPath === path ? v.message : `${v.propertyPath}: ${v.message}`))
}

export function FieldErrors({
  problem,
  path,
  exact,
}: {
  problem: Problem | null
  path: string
  exact?: boolean
}) {
  const messages = violationsAt(problem, path, exact)
  if (!messages.length) return null
  return (
    <ul class="violations" data-path={path}>
      {messages.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  )
}

export function ProblemBanner({
  problem,
  onClose,
}: {
  problem: Problem | null
  onClose?: () => void
}) {
  if (!problem) return null
  return (
    <div class="problem" role="alert">
      <div>
        <strong>{problem.title}</strong>
        {problem.status ? <span class="muted"> ({problem.status})</span> : null}
        <p class="problem-detail">{problem.detail}</p>
      </div>
      {onClose ? (
        <button type="button" class="icon" aria-label="Dismiss" onClick={onClose}>
          ×
        </button>
      ) : null}
    </div>
  )
}
