/** Token endpoints and the current user (CONTRACT §3, §8 preview tokens). */
import { checkCredentials, issueTokens, refreshTokens, signJwt, type TokenSettings } from '../domain/auth'
import { assertObject } from '../registry/validate'
import { resourceByPath } from '../resources'
import { findRowBy, planOf, presentItem, updateItem } from '../store/repository'
import { readLocale, readScope, withLanguage } from './read-locale'
import type { AppContext, RequestContext, RouteSpec } from './context'
import { problem, ProblemError, violation, violations } from '../lib/problem'
import { groupedWrite } from '../store/orm'
import { userById, userByUuid, type UserRow } from '../store/users'
import { wrongType } from '../registry/field-base'
import { jsonResponse, JSON_TYPE } from './respond'
import type { TenantRoute } from './route'
import { toIso } from '../lib/time'

const tokenSpec: RouteSpec = { tenant: true, auth: 'none', site: false, body: 'json' }

const settings = (app: AppContext): TokenSettings => ({
  secret: app.config.jwtSecret,
  ttl: app.config.tokenTtlSeconds,
  refreshTtl: app.config.refreshTtlSeconds,
})

const noStore = { 'Cache-Control': 'no-store' }

/** Symfony's UserPassword constraint, as a 422 names a wrong current password. */
const WRONG_PASSWORD = "This value should be the user's current password."
const WRONG_PASSWORD_CODE = '2d2a8bb4-ddc8-45e4-9b0f-8670d3a3e290'
const wrongPassword = () => violations([{ propertyPath: 'current_password', message: WRONG_PASSWORD, code: WRONG_PASSWORD_CODE }])

const TOKEN_SCHEMA = {
  type: 'object',
  properties: {
    token: { type: 'string' },
    token_type: { type: 'string', enum: ['Bearer'] },
    expires_in: { type: 'integer', description: 'Seconds until the token expires' },
    refresh_token: { type: 'string' },
  },
}

export function authRoutes(): TenantRoute[] {
  return [
    {
      method: 'POST',
      path: '/auth/token',
      spec: tokenSpec,
      doc: {
        summary: 'Exchanges email and password for an access token and a refresh token',
        tag: 'Authentication',
        tagDescription: 'Access and refresh tokens for the users of a tenant, the current user, and preview tokens.',
        shape: 'custom',
        requestSchema: { type: 'object', required: ['email', 'password'], properties: { email: { type: 'string', format: 'email' }, password: { type: 'string', format: 'password' } } },
        responseSchema: TOKEN_SCHEMA,
        problems: [401],
      },
      async handle(rc: RequestContext) {
        assertObject(rc.body)
        const user = await checkCredentials(rc.handle.db, rc.body.email, rc.body.password, rc.clientIp)
        return jsonResponse(await issueTokens(rc.handle.db, user, rc.tenant.slug, settings(rc.app)), 200, noStore, JSON_TYPE)
      },
    },
    {
      method: 'POST',
      path: '/auth/refresh',
      spec: tokenSpec,
      doc: {
        summary: 'Trades a refresh token for a new pair; the old refresh token stops working',
        tag: 'Authentication',
        shape: 'custom',
        requestSchema: { type: 'object', required: ['refresh_token'], properties: { refresh_token: { type: 'string' } } },
        responseSchema: TOKEN_SCHEMA,
        problems: [401],
      },
      async handle(rc) {
        assertObject(rc.body)
        return jsonResponse(await refreshTokens(rc.handle.db, rc.body.refresh_token, rc.tenant.slug, settings(rc.app)), 200, noStore, JSON_TYPE)
      },
    },
    {
      method: 'GET',
      path: '/admin/me',
      spec: { tenant: true, auth: 'required', site: false, body: 'none' },
      doc: {
        summary: 'The authenticated user, or the API key the request was made with, as its own GET shows it',
        tag: 'Authentication',
        shape: 'custom',
        resource: resourceByPath('users'),
        itemRead: true,
        responseType: 'application/ld+json',
        responseSchema: { oneOf: [{ $ref: '#/components/schemas/User' }, { $ref: '#/components/schemas/ApiKey' }] },
      },
      handle(rc) {
        const actor = rc.actor!
        const resource = resourceByPath(actor.type === 'user' ? 'users' : 'api-keys')
        // as the user's own GET: `locale` and `properties` (CONTRACT §11)
        const locale = readLocale(rc)
        const scope = readScope(rc, '/admin', locale)
        const row = findRowBy(scope, resource, 'uuid', actor.id)
        if (!row) throw problem.invalidToken(actor.type === 'user' ? 'Invalid JWT Token' : 'Invalid API key.')
        return jsonResponse(presentItem(scope, resource, row, undefined, planOf(resource, rc.url.params)), 200, withLanguage(locale))
      },
    },
    {
      method: 'POST',
      path: '/admin/me/password',
      spec: { tenant: true, auth: 'required', site: false, body: 'json' },
      doc: {
        summary: 'Changes the password of the signed-in user; answers a new token pair',
        description:
          'Any role. The current password is checked as a sign-in is (failures count toward the sign-in lock, 429 once locked). The user\'s sessions end: their refresh tokens and the access tokens issued before stop working; the answer is a fresh pair for this one. An API key has no password: 403.',
        tag: 'Authentication',
        shape: 'custom',
        requestSchema: {
          type: 'object',
          required: ['current_password', 'password'],
          properties: { current_password: { type: 'string', format: 'password' }, password: { type: 'string', format: 'password', minLength: 8 } },
        },
        responseSchema: TOKEN_SCHEMA,
        problems: [403, 422],
      },
      async handle(rc) {
        const actor = rc.actor!
        if (actor.type !== 'user') throw problem.forbidden('An API key has no password to change.')
        const body = rc.body
        assertObject(body)
        for (const name of ['current_password', 'password'] as const) {
          if (body[name] !== undefined && body[name] !== null && typeof body[name] !== 'string') wrongType(name, 'string', body[name])
        }
        const { current_password: current, password } = body as { current_password?: string | null; password?: string | null }
        const missing = (['current_password', 'password'] as const).filter((name) => !body[name])
        if (missing.length) throw violations(missing.map((name) => violation(name, 'notBlank')))
        const db = rc.handle.db
        const email = userByUuid(db, actor.id)?.email
        if (!email) throw problem.invalidToken('Invalid JWT Token')
        let checked: UserRow
        try {
          checked = await checkCredentials(db, email, current, rc.clientIp)
        } catch (err) {
          if (err instanceof ProblemError && err.status === 401) throw wrongPassword()
          throw err
        }
        // the users resource's own update: its length rule, its hash, its event, and the end of
        // the other sessions (resources/users.ts); unless, while the password was checked, the
        // password changed (another change: this one's current password is no longer current)
        // or the account was disabled
        const scope = rc.scope('/admin')
        await groupedWrite(scope.db, () => {
          const now = userById(db, checked.id)
          if (!now || now.uuid !== actor.id || now.status !== 'active') throw problem.invalidToken('User account is disabled.')
          if (now.password !== checked.password) throw wrongPassword()
          return updateItem(scope, resourceByPath('users'), actor.id, { password }, 'patch', null)
        })
        return jsonResponse(await issueTokens(db, userById(db, checked.id)!, rc.tenant.slug, settings(rc.app)), 200, noStore, JSON_TYPE)
      },
    },
    {
      method: 'POST',
      path: '/admin/preview-tokens',
      // editors and administrators: the same roles that may publish content
      spec: { tenant: true, auth: 'required', access: { class: 'content', action: 'publish' }, site: false, body: 'none' },
      doc: {
        summary: 'Creates a preview token; send it as X-Preview-Token on /public requests to see drafts',
        tag: 'Authentication',
        shape: 'custom',
        successStatus: 201,
        responseSchema: { type: 'object', properties: { token: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } } },
      },
      async handle(rc) {
        const now = Math.floor(Date.now() / 1000)
        const exp = now + rc.app.config.previewTtlSeconds
        const token = await signJwt({ sub: rc.actor!.id, tenant: rc.tenant.slug, roles: [], iat: now, exp, typ: 'preview', at: Date.now() }, rc.app.config.jwtSecret)
        return jsonResponse({ token, expires_at: toIso(exp * 1000) }, 201, noStore, JSON_TYPE)
      },
    },
  ]
}
