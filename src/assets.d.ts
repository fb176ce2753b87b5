/** UI assets imported `with { type: 'file' }`: Bun gives their path, embedded by --compile. */
declare module 'swagger-ui-dist/*' {
  const path: string
  export default path
}
