#!/usr/bin/env bun
/** The `cms` executable: server and operator CLI in one (`cms serve`, `cms app:tenant:create …`). */
import { defineCommand, runMain } from 'citty'
import pkg from '../package.json' with { type: 'json' }
import { COMMANDS } from './cli'

const main = defineCommand({
  meta: { name: 'cms', version: pkg.version, description: 'Headless multi-tenant CMS: HTTP server and operator commands' },
  subCommands: COMMANDS,
})

await runMain(main)
