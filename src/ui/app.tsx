/** The dashboard: the preview page (no sign-in needed), the sign-in screen, or the shell. */
import { useLocation } from './lib/router'
import { session } from './lib/session'
import { useStore } from './lib/store'
import { PreviewScreen } from './screens/preview'
import { Shell } from './screens/shell'
import { SignIn } from './screens/sign-in'

export function App() {
  const s = useStore(session)
  const loc = useLocation()
  if (loc.path[0] === 'preview') return <PreviewScreen query={loc.query} />
  if (!s) return <SignIn />
  return <Shell key={`${s.tenant}/${s.email}`} loc={loc} />
}
