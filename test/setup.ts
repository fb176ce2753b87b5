// note: bun applies the bunfig [test] timeout to tests but not always to hooks; setting the
// default here covers both, so a busy 2-core machine does not fail a setup that hashes passwords
import { setDefaultTimeout } from 'bun:test'

setDefaultTimeout(30_000)
