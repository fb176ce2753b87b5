/**
 * citty takes any `--option` and drops the ones a command does not declare. A typo then changes
 * what the command does without a word (`app:tenant:backup acme --output f.tar` wrote the
 * archive elsewhere; `--quota 5` gave 1024 MB), so an option a command does not know is refused
 * with one line on stderr and exit code 1 (CONTRACT §2), before the command runs; so are an
 * on/off option given another value and a word past the command's positionals.
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

const TRUE_VALUES = ['true', '1', 'yes', 'on']
const FALSE_VALUES = ['false', '0', 'no', 'off']

/** The spellings of the options of `args` of one type. */
function optionsOfType(args: ArgsDef, type: 'string' | 'boolean'): Map<string, string> {
  const out = new Map<string, string>()
  for (const [name, def] of Object.entries(args)) {
    if (def.type !== type) continue
    const aliases = 'alias' in def && def.alias ? [def.alias].flat() : []
    for (const n of [name, ...aliases]) for (const spelling of [n, camel(n), kebab(n)]) out.set(spelling, name)
  }
  return out
}

/**
 * The positional arguments of `rawArgs` as citty reads them: a string option takes the next word
 * as its value (unless written `--name=value`), everything after `--` is positional.
 */
export function positionalsOf(rawArgs: readonly string[], args: ArgsDef): string[] {
  const strings = optionsOfType(args, 'string')
  const out: string[] = []
  for (let i = 0; i < rawArgs.length; i++) {
    const arg = rawArgs[i]!
    if (arg === '--') return [...out, ...rawArgs.slice(i + 1)]
    if (arg.startsWith('-') && arg !== '-' && !/^-\d/.test(arg)) {
      if (!arg.includes('=') && strings.has(arg.replace(/^--?/, ''))) i++
      continue
    }
    out.push(arg)
  }
  return out
}

/**
 * What is wrong with how the arguments are written, as one line; null when nothing. note: citty
 * takes `--force=no` for true (any value but `false`), and drops words past the positionals it
 * declares (`create acme Acme Corp` named the tenant "Acme").
 */
export function argumentProblem(name: string, rawArgs: readonly string[], args: ArgsDef): string | null {
  const option = unknownOption(rawArgs, args)
  if (option !== null) return `Unknown option "${option}" for ${name}. See: cms ${name} --help`
  const booleans = optionsOfType(args, 'boolean')
  for (const arg of rawArgs) {
    if (arg === '--') break
    const m = /^--?([^=]+)=(.*)$/.exec(arg)
    if (!m || !booleans.has(m[1]!)) continue
    const value = m[2]!.toLowerCase()
    if (!TRUE_VALUES.includes(value) && !FALSE_VALUES.includes(value)) return `Invalid value "${m[2]}" for --${m[1]}: use --${m[1]} or --no-${m[1]}.`
  }
  // `--name --data D` gave the user the name "--data"
  const strings = optionsOfType(args, 'string')
  for (let i = 0; i < rawArgs.length; i++) {
    const arg = rawArgs[i]!
    if (arg === '--') break
    if (!arg.startsWith('-') || arg.includes('=') || !strings.has(arg.replace(/^--?/, ''))) continue
    const next = rawArgs[i + 1]
    if (next === undefined || (next.startsWith('--') && next.length > 2)) return `The option ${arg} needs a value. See: cms ${name} --help`
    i++
  }
  const declared = Object.values(args).filter((def) => def.type === 'positional').length
  const extra = positionalsOf(rawArgs, args)[declared]
  if (extra !== undefined) return `Unexpected argument "${extra}" for ${name} (a value with spaces needs quotes). See: cms ${name} --help`
  return null
}

/** `--force=no` and the like, read as citty does not: false. */
function falseSpellings(rawArgs: readonly string[], args: ArgsDef, parsed: Record<string, unknown>): void {
  const booleans = optionsOfType(args, 'boolean')
  for (const arg of rawArgs) {
    if (arg === '--') break
    const m = /^--?([^=]+)=(.*)$/.exec(arg)
    if (m && booleans.has(m[1]!) && FALSE_VALUES.includes(m[2]!.toLowerCase())) {
      const name = booleans.get(m[1]!)!
      parsed[name] = false
      parsed[camel(name)] = false
    }
  }
}

/** `command`, refusing options it does not declare, bad on/off values and extra words before it runs. */
export function strictOptions(name: string, command: CommandDef<any>): CommandDef<any> {
  return {
    ...command,
    async setup(context) {
      const args = (command.args ?? {}) as ArgsDef
      const problem = argumentProblem(name, context.rawArgs, args)
      if (problem !== null) {
        console.error(`error: ${problem}`)
        process.exit(1)
      }
      falseSpellings(context.rawArgs, args, context.args as Record<string, unknown>)
      await command.setup?.(context)
    },
  }
}

/**
 * `rawArgs` with a negative number given as a command's last argument (`app:tenant:quota acme
 * -1 --data D`) moved after `--`, where citty reads it as that argument and not as an option
 * `-1` (it then missed the argument): the command's own check names the value ("Invalid quota
 * "-1""). A number right after an option (`--quota-mb -1`) is that option's value and stays.
 */
export function negativesAsValues(rawArgs: readonly string[]): string[] {
  const number = /^-\d+(\.\d+)?$/
  if (rawArgs.includes('--')) return [...rawArgs]
  const i = rawArgs.findIndex((a, k) => number.test(a) && !(k > 0 && rawArgs[k - 1]!.startsWith('-') && !rawArgs[k - 1]!.includes('=')))
  // only the last argument: a word after it would change places with it
  if (i < 0 || rawArgs.slice(i + 1).some((a, k, rest) => !a.startsWith('-') && !(k > 0 && rest[k - 1]!.startsWith('-') && !rest[k - 1]!.includes('=')))) return [...rawArgs]
  return [...rawArgs.slice(0, i), ...rawArgs.slice(i + 1), '--', rawArgs[i]!]
}
