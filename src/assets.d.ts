/** UI assets imported `with { type: 'file' }`: Bun gives their path, embedded by --compile. */
declare module '@scalar/api-reference/browser/standalone.js' {
  const path: string
  export default path
}
