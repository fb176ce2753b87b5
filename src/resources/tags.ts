import { taxonomy } from './taxonomy'

export default taxonomy('Tag', 'tags', 'A free label on articles and pages.')
