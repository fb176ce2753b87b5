/**
 * The signed-in frame: who am I (GET /admin/me), which site (GET /admin/sites → X-Site-Id),
 * the sections the role may read, and the current screen. Screens remount on a site switch.
 */
import { useEffect, useState } from 'preact/hooks'
import { ProblemBanner } from '../components/problem'
import { api, toProblem } from '../lib/api'
import { loadLocales } from '../lib/locales'
import { can, me, type Me } from '../lib/roles'
import type { Location } from '../lib/router'
import { session, signOut } from '../lib/session'
import { useStore } from '../lib/store'
import type { Problem, Site } from '../lib/types'
import { SECTIONS } from './nav'
import { Routes } from './routes'

const ROLE_NAMES: Record<string, string> = {
  ROLE_CMS_ADMIN: 'Administrator',
  ROLE_CMS_EDITOR: 'Editor',
  ROLE_CMS_AUTHOR: 'Author',
  ROLE_CMS_VIEWER: 'Viewer',
}

export function Shell({ loc }: { loc: Location }) {
  const s = useStore(session)!
  const user = useStore(me)
  const [sites, setSites] = useState<Site[]>([])
  const [problem, setProblem] = useState<Problem | null>(null)

  useEffect(() => {
    me.set(null)
    void (async () => {
      try {
        const [who, list] = await Promise.all([
          api.get<Me>('/admin/me', { site: null }),
          api.get<Site[]>('/admin/sites', { site: null }),
          loadLocales(),
        ])
        setSites(list.data)
        const current = session.get()
        const known = list.data.some((x) => x.uuid === current?.siteId && x.status === 'active')
        const first = list.data.find((x) => x.status === 'active')
        if (current && !known) session.set({ ...current, siteId: first?.uuid ?? null })
        me.set(who.data)
      } catch (err) {
        setProblem(toProblem(err))
      }
    })()
  }, [])

  if (!user) {
    return (
      <main class="loading">
        {problem ? <ProblemBanner problem={problem} /> : <p class="muted">Loading…</p>}
        {problem ? <button onClick={() => signOut()}>Back to sign-in</button> : null}
      </main>
    )
  }

  const section = loc.path[0] ?? 'articles'
  const groups = [...new Set(SECTIONS.map((x) => x.group))]
  return (
    <div class="shell">
      <aside class="sidebar">
        <div class="brand">
          <span class="logo">◆</span> cms <span class="tenant">{s.tenant}</span>
        </div>
        <nav aria-label="Sections">
          {groups.map((g) => {
            const items = SECTIONS.filter((x) => x.group === g && can(x.path, 'read'))
            if (!items.length) return null
            return (
              <div class="nav-group" key={g}>
                <h3>{g}</h3>
                {items.map((x) => (
                  <a key={x.path} href={`#/${x.path}`} class={section === x.path ? 'active' : ''}>
                    {x.label}
                  </a>
                ))}
              </div>
            )
          })}
        </nav>
      </aside>
      <div class="main">
        <header class="topbar">
          <label class="site-switcher">
            <span>Site</span>
            <select
              aria-label="Site"
              value={s.siteId ?? ''}
              onChange={(e) =>
                session.set({ ...s, siteId: (e.currentTarget as HTMLSelectElement).value })
              }
            >
              {sites.map((x) => (
                <option key={x.uuid} value={x.uuid} disabled={x.status !== 'active'}>
                  {x.name} ({x.slug}){x.status !== 'active' ? ' — inactive' : ''}
                </option>
              ))}
            </select>
          </label>
          <div class="who">
            <span>{user.name || user.email || s.email}</span>
            <span class="muted">{user.roles.map((r) => ROLE_NAMES[r] ?? r).join(', ')}</span>
            <a href="#/account">Password</a>
            <button type="button" onClick={() => signOut()}>
              Sign out
            </button>
          </div>
        </header>
        <main class="content" key={s.siteId ?? 'default'}>
          <Routes loc={loc} />
        </main>
      </div>
    </div>
  )
}
