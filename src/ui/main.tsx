/** Entry of the dashboard bundle (Bun bundles it through the HTML import in src/server.ts). */
import { render } from 'preact'
import { App } from './app'

render(<App />, document.getElementById('app')!)
