// The example of clients/typescript/README.md (## Use it), type-checked here; readme-example.test.ts runs it.
import { CmsProblemError, createCmsClient } from '../../../clients/typescript'

const cms = createCmsClient({ baseUrl: 'http://localhost:8080', tenant: 'acme' })
await cms.signIn('admin@acme.test', 'change-me-now')

const tag = await cms.create('/admin/tags', { name: { fr: 'Été', en: 'Summer' } })
const article = await cms.create('/admin/articles', { title: { fr: 'Bonjour', en: 'Hello' }, tags: [tag['@id']] })
await cms.update('/admin/articles/{id}', { id: article.id }, { status: 'published' })

// with a locale, multilingual fields are strings (with a fallback to the other locales)
for await (const a of cms.list('/public/articles', { locale: 'fr', filters: { 'order[published_at]': 'desc' }, perPage: 100 })) {
  console.log(a.slug, a.title)
}

try {
  await cms.get('/admin/articles/{id}', { id: '00000000-0000-7000-8000-000000000000' })
} catch (e) {
  if (e instanceof CmsProblemError) console.log(e.status, e.problem.detail) // 404 …
}

export {}
