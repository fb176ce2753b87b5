/** The signed-in user's own password (POST /admin/me/password): any role. */
import { useState } from 'preact/hooks'
import { Field, valueOf } from '../components/field'
import { ProblemBanner } from '../components/problem'
import { api, toProblem } from '../lib/api'
import { session, withTokens } from '../lib/session'
import type { Problem, TokenPair } from '../lib/types'

export function Account() {
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)

  const submit = async (e: Event) => {
    e.preventDefault()
    setDone(false)
    // a typing mistake in a field nobody can see is caught here, before the old password is gone
    if (password !== again) {
      setProblem({ title: 'Validation Failed', status: 422, detail: 'The two new passwords differ.', violations: [{ propertyPath: 'again', message: 'The two new passwords differ.' }] })
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      const { data } = await api.post<TokenPair>('/admin/me/password', { current_password: current, password }, { site: null })
      // the other sessions ended; this one goes on with the fresh pair
      const s = session.get()
      if (s) session.set(withTokens({ tenant: s.tenant, email: s.email, siteId: s.siteId }, data))
      setCurrent('')
      setPassword('')
      setAgain('')
      setDone(true)
    } catch (err) {
      setProblem(toProblem(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section>
      <h1>Your password</h1>
      <form class="card panel account" onSubmit={submit}>
        {done ? <p class="notice">Password changed. Your other sessions are signed out.</p> : null}
        <ProblemBanner problem={problem} />
        <Field label="Current password" path="current_password" problem={problem}>
          <input type="password" autocomplete="current-password" required value={current} onInput={(e) => setCurrent(valueOf(e))} />
        </Field>
        <Field label="New password" path="password" problem={problem} hint="At least 8 characters">
          <input type="password" autocomplete="new-password" required minLength={8} value={password} onInput={(e) => setPassword(valueOf(e))} />
        </Field>
        <Field label="New password again" path="again" problem={problem}>
          <input type="password" autocomplete="new-password" required value={again} onInput={(e) => setAgain(valueOf(e))} />
        </Field>
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </section>
  )
}
