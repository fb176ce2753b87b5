// `import path from './x.wasm' with { type: 'file' }` yields a path Bun.file can read:
// the real file in source mode, an embedded `/$bunfs/...` file in a compiled executable.
declare module '*.wasm' {
  const path: string
  export default path
}
