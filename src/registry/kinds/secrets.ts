/** Write-only values: passwords (hashed) and secrets (generated, shown once). */
import { CODES } from '../../lib/problem'
import { base, scalar, wrongType, type Common, type Field } from '../field-base'
import { Nullable, Type } from '../schema'
import { INVALID } from '../types'

const tooShort = (path: string, min: number) => ({ propertyPath: path, message: `This value is too short. It should have ${min} characters or more.`, code: CODES.tooShort })

/** A write-only password: at least `min` characters, stored as an argon2id hash, never shown. */
export function password(opts: Common & { min?: number } = {}): Field {
  const min = opts.min ?? 8
  const schema = () => Type.String({ format: 'password', minLength: min, writeOnly: true })
  return {
    ...scalar('password', 'TEXT', opts, {
      defaultValue: () => null,
      parse(input, path, ctx) {
        if (input === null || input === undefined) return null
        if (typeof input !== 'string') wrongType(path, 'string', input)
        // characters as a person counts them (code points): 😀 is one, not two
        if ([...input].length < min) {
          ctx.violations.push(tooShort(path, min))
          return INVALID
        }
        return Bun.password.hashSync(input, { algorithm: 'argon2id' })
      },
      readSchema: schema,
      // a null keeps the stored password
      writeSchema: () => Nullable(schema()),
    }),
    writeOnly: true,
    keepWhenAbsent: true,
  }
}

/** A stored secret; `plain` is known only in the write that generated or received it. */
export class Secret {
  constructor(
    readonly stored: string,
    readonly plain: string | null,
  ) {}
}

/**
 * A write-only secret, generated when absent on create and shown once: in the response of the
 * write that set it. `hash`: stored as its SHA-256 hex in `<name>_hash` (API keys: compared,
 * never shown again); otherwise stored as is (webhook secrets, which the service signs with).
 * `clientMin`: clients may send their own value of at least that length, or null for a new
 * generated one; without it request values are ignored.
 * @example f.secret({ generate: () => 'cms_' + randomToken(), hash: true })
 */
export function secret(opts: Common & { generate: () => string; hash?: boolean; clientMin?: number }): Field {
  const make = (plain: string) => new Secret(opts.hash ? new Bun.CryptoHasher('sha256').update(plain).digest('hex') : plain, plain)
  const schema = () => Type.String({ writeOnly: true, ...(opts.clientMin ? { minLength: opts.clientMin } : {}) })
  return {
    ...base('secret', opts),
    column: '',
    columns: opts.hash ? { _hash: 'TEXT' } : { '': 'TEXT' },
    writeOnly: true,
    keepWhenAbsent: true,
    ignoresInput: opts.clientMin === undefined,
    showOnce: true,
    defaultValue: () => make(opts.generate()),
    parse(input, path, ctx) {
      if (input === null) return make(opts.generate())
      if (typeof input !== 'string') wrongType(path, 'string', input)
      const min = opts.clientMin ?? 0
      if (input.length < min) {
        ctx.violations.push(tooShort(path, min))
        return INVALID
      }
      return make(input)
    },
    isBlank: (v) => !(v instanceof Secret),
    toColumns(value) {
      return { [this.column]: value instanceof Secret ? value.stored : null }
    },
    fromRow(row) {
      const stored = row[this.column]
      return typeof stored === 'string' ? new Secret(stored, null) : null
    },
    output: () => undefined,
    readSchema: schema,
    writeSchema: () => (opts.clientMin === undefined ? schema() : Nullable(schema())),
  }
}
