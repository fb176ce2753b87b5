// The example of README.md (## TypeScript client), type-checked here; readme-example.test.ts runs it.
import { createCmsClient } from '../../../clients/typescript'

const cms = createCmsClient({ baseUrl: 'http://localhost:8080', tenant: 'acme' })
await cms.signIn('admin@acme.test', 'change-me-now') // refreshed by itself when it expires

const tag = await cms.create('/admin/tags', { name: { fr: 'Été', en: 'Summer' } })
await cms.create('/admin/articles', { title: { fr: 'Bonjour', en: 'Hello' }, tags: [tag['@id']], status: 'published' })

const articles = cms.list('/public/articles', {
  filters: { 'tags.slug': tag.slug, 'order[published_at]': 'desc' }, // typed per collection
  locale: 'fr', properties: ['title', 'slug', { tags: ['slug'] }],
})
for await (const article of articles) console.log(article.slug, article.title) // follows hydra:next

export {}
