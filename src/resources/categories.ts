import { taxonomy } from './taxonomy'

export default taxonomy('Category', 'categories', 'A category of articles (primary or secondary).')
