/** Sign-in: tenant, email, password → POST /auth/token (CONTRACT §3). */
import { useState } from 'preact/hooks'
import { Field, valueOf } from '../components/field'
import { ProblemBanner } from '../components/problem'
import { api, toProblem } from '../lib/api'
import { lastSignIn, rememberSignIn, session, signOutReason, withTokens } from '../lib/session'
import { useStore } from '../lib/store'
import type { Problem, TokenPair } from '../lib/types'

export function SignIn() {
  const last = lastSignIn()
  const [tenant, setTenant] = useState(last.tenant)
  const [email, setEmail] = useState(last.email)
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const [busy, setBusy] = useState(false)
  const reason = useStore(signOutReason)

  const submit = async (e: Event) => {
    e.preventDefault()
    setBusy(true)
    setProblem(null)
    try {
      const { data } = await api.post<TokenPair>(
        '/auth/token',
        { email, password },
        { auth: false, tenant: tenant.trim(), site: null },
      )
      rememberSignIn(tenant.trim(), email)
      signOutReason.set(null)
      session.set(withTokens({ tenant: tenant.trim(), email, siteId: null }, data))
    } catch (err) {
      setProblem(toProblem(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <main class="sign-in">
      <form class="card sign-in-card" onSubmit={submit}>
        <h1>
          <span class="logo">◆</span> cms
        </h1>
        <p class="muted">Sign in to edit your sites.</p>
        {reason && !problem ? <p class="notice">{reason}</p> : null}
        <ProblemBanner problem={problem} />
        <Field label="Tenant" hint="The workspace slug, e.g. acme">
          <input
            name="tenant"
            autocomplete="organization"
            required
            value={tenant}
            onInput={(e) => setTenant(valueOf(e))}
          />
        </Field>
        <Field label="Email">
          <input
            name="email"
            type="email"
            autocomplete="username"
            required
            value={email}
            onInput={(e) => setEmail(valueOf(e))}
          />
        </Field>
        <Field label="Password">
          <input
            name="password"
            type="password"
            autocomplete="current-password"
            required
            value={password}
            onInput={(e) => setPassword(valueOf(e))}
          />
        </Field>
        <button type="submit" class="primary wide" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  )
}
