/** The lookups the request pipeline makes on every request (prepared once per database). */
export { userByUuid, type UserAuthRow } from './users'
export { activeSiteByUuid, firstActiveSite, type SiteRow } from './sites'
