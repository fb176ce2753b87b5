/**
 * citty takes any `--option` and drops the ones a command does not declare. A typo then changes
 * what the command does without a word (`app:tenant:backup acme --output f.tar` wrote the
 * archive elsewhere; `--quota 5` gave 1024 MB), so an option a command does not know is refused
 * with one line on stderr and exit code 1 (CONTRACT §2), before the command runs.
 */
import type { ArgsDef, CommandDef } from 'citty'

const BUILT_IN = ['help', 'h', 'version', 'v']

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The option names `args` accepts, with the spellings citty takes for them (camel, kebab, --no-). */
function knownOptions(args: ArgsDef): Set<string> {
  const known = new Set(BUILT_IN)
  for (const [name, def] of Object.entries(args)) {
    if (def.type === 'positional') continue
    const aliases = 'alias' in def && def.alias ? [def.alias].flat() : []
    for (const n of [name, ...aliases]) {
      for (const spelling of [n, camel(n), kebab(n)]) {
        known.add(spelling)
        if (def.type === 'boolean') known.add(`no-${spelling}`)
      }
    }
  }
  return known
}

/** The first option in `rawArgs` that `args` does not declare, as it was written; null when none. */
export function unknownOption(rawArgs: readonly string[], args: ArgsDef): string | null {
  const known = knownOptions(args)
  for (const arg of rawArgs) {
    if (arg === '--') break
    // a lone "-" or a negative number is a value, not an option
    if (!arg.startsWith('-') || arg === '-' || /^-\d/.test(arg)) continue
    const name = arg.replace(/^--?/, '').split('=')[0]!
    if (!known.has(name)) return arg.split('=')[0]!
  }
  return null
}

/** `command`, refusing options it does not declare before it runs. */
export function strictOptions(name: string, command: CommandDef<any>): CommandDef<any> {
  return {
    ...command,
    async setup(context) {
      const option = unknownOption(context.rawArgs, (command.args ?? {}) as ArgsDef)
      if (option !== null) {
        console.error(`error: Unknown option "${option}" for ${name}. See: cms ${name} --help`)
        process.exit(1)
      }
      await command.setup?.(context)
    },
  }
}
