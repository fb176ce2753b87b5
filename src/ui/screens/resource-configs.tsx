/**
 * The simple resources of the dashboard, each described once: columns, fields, filters and
 * orderings, as the contract gives them (CONTRACT §6, §7, §9; spec §4.3 property table).
 */
import { StatusBadge } from '../components/status-badge'
import { formatDate, pick } from '../lib/format'
import type { Item } from '../lib/types'
import { MenuTree } from './menu-tree'
import type { FieldSpec, ResourceConfig } from './resource-types'

const EVENTS = [
  'article.created',
  'article.updated',
  'article.deleted',
  'article.published',
  'article.unpublished',
  'page.created',
  'page.updated',
  'page.deleted',
  'page.published',
  'page.unpublished',
  'media.created',
  'media.deleted',
]

const slugField: FieldSpec = {
  name: 'slug',
  label: 'Slug',
  kind: 'text',
  hint: 'Leave empty to derive it from the name.',
}

const taxonomy = (path: string, title: string, singular: string): ResourceConfig => ({
  path,
  title,
  singular,
  titleOf: (item, l) => pick(item.name, l) || item.slug,
  columns: [
    { label: 'Name', reads: ['name'], value: (item, l) => pick(item.name, l) },
    { label: 'Slug', reads: ['slug'], value: (item) => item.slug },
    { label: 'Created', reads: ['created_at'], value: (item) => formatDate(item.created_at) },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'i18n', required: true },
    slugField,
    { name: 'description', label: 'Description', kind: 'i18n-textarea' },
  ],
  filters: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'slug', label: 'Slug', kind: 'text' },
  ],
  orders: ['slug:asc', 'created_at:desc'],
})

const yesNo = (v: unknown) => (v ? 'yes' : 'no')

const isLocked = (item: Item) => typeof item.locked_until === 'string' && Date.parse(item.locked_until) > Date.now()

export const RESOURCE_SCREENS: Record<string, ResourceConfig> = {
  categories: taxonomy('categories', 'Categories', 'category'),
  tags: taxonomy('tags', 'Tags', 'tag'),
  redirects: {
    path: 'redirects',
    title: 'Redirects',
    singular: 'redirect',
    titleOf: (item) => item.source_path,
    columns: [
      { label: 'From', reads: ['source_path'], value: (item) => <code>{item.source_path}</code> },
      { label: 'To', reads: ['target_path'], value: (item) => <code>{item.target_path}</code> },
      { label: 'Code', reads: ['status_code'], value: (item) => item.status_code },
      { label: 'Status', reads: ['status'], value: (item) => <StatusBadge status={item.status} /> },
      { label: 'Hits', reads: ['hit_count'], value: (item) => <strong>{item.hit_count ?? 0}</strong> },
    ],
    fields: [
      {
        name: 'source_path',
        label: 'From path',
        kind: 'text',
        required: true,
        hint: 'Starts with /, e.g. /old-page',
      },
      {
        name: 'target_path',
        label: 'To',
        kind: 'text',
        required: true,
        hint: 'A path or an absolute http(s) URL',
      },
      {
        name: 'status_code',
        label: 'HTTP status',
        kind: 'select',
        options: [301, 302, 307, 308],
        default: 301,
      },
      {
        name: 'status',
        label: 'Status',
        kind: 'select',
        options: ['active', 'inactive'],
        default: 'active',
      },
    ],
    filters: [
      { name: 'source_path', label: 'From', kind: 'text' },
      { name: 'target_path', label: 'To', kind: 'text' },
      { name: 'status', label: 'Status', kind: 'select', options: ['active', 'inactive'] },
      { name: 'status_code', label: 'Code', kind: 'select', options: ['301', '302', '307', '308'] },
    ],
    orders: ['created_at:desc', 'hit_count:desc', 'source_path:asc', 'status_code:asc'],
  },
  menus: {
    path: 'menus',
    title: 'Menus',
    singular: 'menu',
    titleOf: (item, l) => pick(item.name, l) || item.slug,
    columns: [
      { label: 'Name', reads: ['name'], value: (item, l) => pick(item.name, l) },
      { label: 'Slug', reads: ['slug'], value: (item) => item.slug },
      { label: 'Location', reads: ['location'], value: (item) => item.location },
      { label: 'Items', reads: ['items'], value: (item) => (Array.isArray(item.items) ? item.items.length : 0) },
    ],
    fields: [
      { name: 'name', label: 'Name', kind: 'i18n', required: true },
      slugField,
      {
        name: 'location',
        label: 'Location',
        kind: 'text',
        hint: 'Where the front end shows it, e.g. header, footer',
      },
      {
        name: 'items',
        label: 'Items',
        kind: 'custom',
        default: [],
        render: (p) => <MenuTree {...p} />,
      },
    ],
    filters: [{ name: 'slug', label: 'Slug', kind: 'text' }],
    orders: ['created_at:desc'],
  },
  blocks: {
    path: 'blocks',
    title: 'Blocks',
    singular: 'block',
    titleOf: (item, l) => pick(item.name, l) || item.slug,
    columns: [
      { label: 'Name', reads: ['name'], value: (item, l) => pick(item.name, l) },
      { label: 'Slug', reads: ['slug'], value: (item) => item.slug },
      { label: 'Type', reads: ['type'], value: (item) => item.type },
      { label: 'Status', reads: ['status'], value: (item) => <StatusBadge status={item.status} /> },
    ],
    fields: [
      { name: 'name', label: 'Name', kind: 'i18n', required: true },
      slugField,
      { name: 'type', label: 'Type', kind: 'text', hint: 'e.g. banner, cta, html' },
      {
        name: 'status',
        label: 'Status',
        kind: 'select',
        options: ['draft', 'published'],
        default: 'draft',
      },
      { name: 'content', label: 'Content', kind: 'i18n-html' },
      { name: 'data', label: 'Data (JSON object)', kind: 'json', default: {} },
    ],
    filters: [{ name: 'slug', label: 'Slug', kind: 'text' }],
    orders: ['created_at:desc'],
  },
  settings: {
    path: 'settings',
    title: 'Settings',
    singular: 'setting',
    titleOf: (item) => item.key,
    columns: [
      { label: 'Key', reads: ['key'], value: (item) => <code>{item.key}</code> },
      {
        label: 'Value', reads: ['value'],
        value: (item) => <code class="ellipsis">{JSON.stringify(item.value)}</code>,
      },
      { label: 'Public', reads: ['is_public'], value: (item) => yesNo(item.is_public) },
      { label: 'Description', reads: ['description'], value: (item) => item.description },
    ],
    fields: [
      {
        name: 'key',
        label: 'Key',
        kind: 'text',
        required: true,
        hint: 'Letters, digits, -, _ and .',
      },
      { name: 'value', label: 'Value (JSON)', kind: 'json', required: true, default: '' },
      { name: 'is_public', label: 'Public (served on /public/settings)', kind: 'bool' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
    filters: [{ name: 'key', label: 'Key', kind: 'text' }],
    orders: ['created_at:desc'],
  },
  users: {
    path: 'users',
    title: 'Users',
    singular: 'user',
    titleOf: (item) => item.email,
    columns: [
      { label: 'Email', reads: ['email'], value: (item) => item.email },
      { label: 'Name', reads: ['name'], value: (item) => item.name },
      {
        label: 'Roles', reads: ['roles'],
        value: (item) =>
          (item.roles ?? [])
            .map((r: string) => r.replace('ROLE_CMS_', '').toLowerCase())
            .join(', '),
      },
      {
        label: 'Status',
        reads: ['status', 'locked_until'],
        value: (item) => (
          <>
            <StatusBadge status={item.status} />{' '}
            {isLocked(item) ? (
              <span class="badge badge-locked" title={`Sign-in locked until ${formatDate(item.locked_until)}`}>
                locked
              </span>
            ) : null}
          </>
        ),
      },
      { label: 'Last sign-in', reads: ['last_login_at'], value: (item) => formatDate(item.last_login_at) },
    ],
    // failed sign-ins lock an account for 15 minutes; an administrator may lift it sooner
    actions: (item) => (isLocked(item) ? [{ label: 'Unlock', path: 'unlock' }] : []),
    fields: [
      { name: 'email', label: 'Email', kind: 'email', required: true },
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'roles', label: 'Roles', kind: 'roles', default: ['ROLE_CMS_EDITOR'] },
      {
        name: 'status',
        label: 'Status',
        kind: 'select',
        options: ['active', 'disabled'],
        default: 'active',
      },
      {
        name: 'password',
        label: 'Password',
        kind: 'password',
        required: true,
        blankKeeps: true,
        hint: 'At least 8 characters.',
      },
    ],
    filters: [
      { name: 'email', label: 'Email', kind: 'text' },
      { name: 'status', label: 'Status', kind: 'select', options: ['active', 'disabled'] },
    ],
    orders: ['created_at:desc', 'email:asc'],
  },
  'api-keys': {
    path: 'api-keys',
    title: 'API keys',
    singular: 'API key',
    editable: false,
    titleOf: (item) => item.name,
    revealOnce: (item) => revealed(item, ['key', 'token', 'api_key', 'secret']),
    columns: [
      { label: 'Name', reads: ['name'], value: (item) => item.name },
      { label: 'Roles', reads: ['roles'], value: (item) => (item.roles ?? []).join(', ') },
      { label: 'Expires', reads: ['expires_at'], value: (item) => formatDate(item.expires_at) },
      { label: 'Last used', reads: ['last_used_at'], value: (item) => formatDate(item.last_used_at) },
      {
        label: 'Acts for',
        reads: ['owner_id'],
        // the user whose rights it never exceeds, and with whom it stops (docs/events.md)
        value: (item) => (item.owner_id ? <a href={`#/users/${item.owner_id}`}>{`user ${String(item.owner_id).slice(-8)}`}</a> : '—'),
      },
      { label: 'Created', reads: ['created_at'], value: (item) => formatDate(item.created_at) },
    ],
    fields: [
      {
        name: 'name',
        label: 'Name',
        kind: 'text',
        required: true,
        hint: 'Who uses it, e.g. "website build"',
      },
      {
        name: 'roles',
        label: 'Roles (at most your own)',
        kind: 'roles',
        default: ['ROLE_CMS_VIEWER'],
      },
      { name: 'expires_at', label: 'Expires', kind: 'datetime', hint: 'Optional.' },
    ],
  },
  webhooks: {
    path: 'webhooks',
    title: 'Webhooks',
    singular: 'webhook',
    titleOf: (item) => item.url,
    revealOnce: (item) => revealed(item, ['secret']),
    links: (item) => [{ label: 'Delivery log', href: `#/webhooks/${item.id}/deliveries` }],
    columns: [
      { label: 'URL', reads: ['url'], value: (item) => <code>{item.url}</code> },
      { label: 'Events', reads: ['events'], value: (item) => (item.events ?? []).join(', ') },
      { label: 'Active', reads: ['active'], value: (item) => yesNo(item.active) },
    ],
    fields: [
      {
        name: 'url',
        label: 'URL',
        kind: 'url',
        required: true,
        hint: 'Receives POST JSON signed with X-CMS-Signature.',
      },
      { name: 'events', label: 'Events', kind: 'list', options: EVENTS },
      { name: 'active', label: 'Active', kind: 'bool', default: true },
      {
        name: 'secret',
        label: 'Secret',
        kind: 'password',
        blankKeeps: true,
        hint: 'Generated when left empty.',
      },
    ],
  },
}

/** The first string field among `names` (or any `cms_…` value) of a creation response. */
function revealed(item: Item, names: string[]): string | null {
  for (const n of names) if (typeof item[n] === 'string' && item[n]) return item[n]
  const key = Object.values(item).find((v) => typeof v === 'string' && v.startsWith('cms_'))
  return (key as string | undefined) ?? null
}
