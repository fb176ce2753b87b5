import type { CommandDef } from 'citty'
import { tenantBackup, tenantRestore } from './backup'
import { health } from './health'
import { tenantMediaCheck } from './media'
import { tenantReindex } from './search'
import { serve } from './serve'
import { siteCreate } from './site'
import { tenantActivate, tenantCreate, tenantDelete, tenantList, tenantMigrate, tenantQuota, tenantSuspend } from './tenant'
import { strictOptions } from './strict-options'
import { userCreate } from './user'

/** Command names exactly as CONTRACT §2 spells them, and `app:tenant:media-check` (docs/operations.md). */
const DECLARED: Record<string, CommandDef<any>> = {
  serve,
  health,
  'app:tenant:create': tenantCreate,
  'app:tenant:list': tenantList,
  'app:tenant:delete': tenantDelete,
  'app:tenant:suspend': tenantSuspend,
  'app:tenant:activate': tenantActivate,
  'app:tenant:migrate': tenantMigrate,
  'app:tenant:quota': tenantQuota,
  'app:tenant:backup': tenantBackup,
  'app:tenant:restore': tenantRestore,
  'app:tenant:reindex': tenantReindex,
  'app:tenant:media-check': tenantMediaCheck,
  'app:site:create': siteCreate,
  'app:user:create': userCreate,
}

/** The commands, each refusing an option it does not declare (cli/strict-options.ts). */
export const COMMANDS: Record<string, CommandDef<any>> = Object.fromEntries(
  Object.entries(DECLARED).map(([name, command]) => [name, strictOptions(name, command)]),
)
