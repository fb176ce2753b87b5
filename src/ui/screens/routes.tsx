/** Which screen a hash location shows. */
import type { Location } from '../lib/router'
import { Account } from './account'
import { ContentEditor } from './content-editor'
import { KINDS } from './content-kinds'
import { ContentList } from './content-list'
import { Deliveries } from './deliveries'
import { MediaLibrary } from './media-library'
import { RESOURCE_SCREENS } from './resource-configs'
import { ResourceScreen } from './resource-screen'

export function Routes({ loc }: { loc: Location }) {
  const [section = 'articles', id, sub] = loc.path
  if (section === 'articles' || section === 'pages') {
    const kind = KINDS[section]
    return id ? (
      <ContentEditor key={`${section}/${id}`} kind={kind} id={id} />
    ) : (
      <ContentList key={section} kind={kind} />
    )
  }
  if (section === 'media') return <MediaLibrary selected={id} />
  if (section === 'account') return <Account />
  if (section === 'webhooks' && id && sub === 'deliveries') return <Deliveries id={id} />
  const config = RESOURCE_SCREENS[section]
  if (config) return <ResourceScreen key={section} config={config} id={id} />
  return (
    <section>
      <h1>Not found</h1>
      <p class="muted">
        There is no screen at “{loc.path.join('/')}”. <a href="#/articles">Go to articles</a>.
      </p>
    </section>
  )
}
