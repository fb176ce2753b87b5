import { describe, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { ftsQuery, MAX_TERMS, tokenOf } from '../../src/lib/fts-query'
import { highlight } from '../../src/lib/highlight'

describe('ftsQuery', () => {
  test('should quote every word and make the last one a prefix', () => {
    expect(ftsQuery('jardin potager')).toEqual({
      match: '"jardin" "potager"*',
      terms: ['jardin', 'potager'],
      prefix: true,
      last: { head: '"jardin"', token: 'potager' },
    })
  })

  test('should turn FTS syntax into separators or plain quoted words', () => {
    expect(ftsQuery('"a" OR b* -c NEAR(d e) f:g ^h {i}')!.match).toBe('"a" "OR" "b" "c" "NEAR" "d" "e" "f" "g" "h" "i"')
    expect(ftsQuery("l'été")!.match).toBe('"l" "été"*')
  })

  test('should return null when no word is left', () => {
    for (const q of ['', '   ', '*', '"" -- ()', ':^{}', '+*/%', '😀']) expect(ftsQuery(q)).toBeNull()
  })

  test('should not make a one-letter last word a prefix', () => {
    expect(ftsQuery('vitamine c')).toEqual({ match: '"vitamine" "c"', terms: ['vitamine', 'c'], prefix: false, last: null })
  })

  test('should fold terms for highlighting and compose accents', () => {
    expect(ftsQuery('ÉTÉ e\u0301te\u0301')!.terms).toEqual(['ete', 'ete'])
    expect(ftsQuery('e\u0301te\u0301')!.match).toBe('"été"*')
  })

  test('should spell the last word as the index does, and not guess outside Latin letters', () => {
    expect(ftsQuery('Été')!.last).toEqual({ head: '', token: 'ete' })
    expect(ftsQuery('le Garçon')!.last).toEqual({ head: '"le"', token: 'garcon' })
    expect(ftsQuery('Москва')!.last).toEqual({ head: '', token: null })
    expect(ftsQuery('Αθήνα')!.last).toEqual({ head: '', token: null })
  })

  test('should spell ligatures, stroked letters, Greek accents, ё and compatibility forms as the index does', () => {
    expect(ftsQuery('Cœur Straße Łódź straſse')).toMatchObject({ match: '"Coeur" "Strasse" "Lódź" "strasse"*', terms: ['coeur', 'strasse', 'lodz', 'strasse'] })
    expect(ftsQuery('Αθήνα ёлка ﬁn ＡＢＣ')).toMatchObject({ match: '"Αθηνα" "елка" "fin" "ABC"*', terms: ['αθηνα', 'елка', 'fin', 'abc'] })
    expect(ftsQuery('le Cœu')!.last).toEqual({ head: '"le"', token: 'coeu' })
  })

  test('should make a word of a script without spaces the phrase of its letters, and no prefix', () => {
    expect(ftsQuery('東京タワー')).toEqual({ match: '"東 京 タ ワ ー"', terms: ['東京タワー'], prefix: false, last: null })
    expect(ftsQuery('iPhone用 ケース')).toMatchObject({ match: '"iPhone 用" "ケ ー ス"', prefix: false })
    expect(ftsQuery('서울 만나요')!.match).toBe('"서 울" "만 나 요"')
    expect(ftsQuery('ภาษาไทย')!.match).toBe('"ภ า ษ า ไ ท ย"')
    // a Latin word after them stays a prefix, looked up by FTS5 itself
    expect(ftsQuery('東京 towe')).toMatchObject({ match: '"東 京" "towe"*', last: { head: '"東 京"', token: 'towe' } })
    expect(ftsQuery('東京towe')).toMatchObject({ match: '"東 京 towe"*', last: { head: '', token: null } })
    // a pasted paragraph keeps MAX_LETTER_TERMS letters
    expect(ftsQuery('東'.repeat(500))!.match).toBe(`"${Array(32).fill('東').join(' ')}"`)
  })

  test('should fold every Latin letter and digit to the term the tokenizer makes of it', () => {
    const db = new Database(':memory:')
    db.run("CREATE VIRTUAL TABLE f USING fts5 (a, tokenize = 'unicode61 remove_diacritics 2')")
    db.run('CREATE VIRTUAL TABLE v USING fts5vocab (f, row)')
    const chars: string[] = []
    for (const [from, to] of [[0x30, 0x24f], [0x1e00, 0x1eff]] as const) {
      for (let c = from; c <= to; c++) if (/^[\p{L}\p{N}]$/u.test(String.fromCodePoint(c))) chars.push(String.fromCodePoint(c))
    }
    const insert = db.query('INSERT INTO f (rowid, a) VALUES (?, ?)')
    chars.forEach((ch, i) => insert.run(i + 1, `q${ch}q`))
    const terms = new Set((db.query('SELECT term FROM v').all() as { term: string }[]).map((r) => r.term))
    const spelled = chars.map((ch) => [ch, tokenOf(`q${ch}q`)] as const).filter(([, token]) => token !== null)
    expect(spelled.length).toBeGreaterThan(500)
    expect(spelled.filter(([, token]) => !terms.has(token!))).toEqual([])
  })

  test(`should keep at most ${MAX_TERMS} words`, () => {
    const q = ftsQuery(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '))!
    expect(q.terms).toHaveLength(MAX_TERMS)
  })

  test('should build expressions FTS5 accepts for any input', () => {
    const db = new Database(':memory:')
    db.run("CREATE VIRTUAL TABLE f USING fts5 (a, tokenize = 'unicode61 remove_diacritics 2')")
    db.run("INSERT INTO f VALUES ('L’été NEAR the or-ange (box)')")
    const nasty = ['"', "'", 'a"b', 'NEAR(', ')', 'x:y', '-', '*a', 'a**', 'AND OR NOT', '{a b}: c', '^', '\\"', 'ÿ\u0000z']
    for (const q of nasty) {
      const built = ftsQuery(q)
      if (built) expect(() => db.query('SELECT * FROM f WHERE f MATCH ?').all(built.match)).not.toThrow()
    }
    expect(db.query('SELECT count(*) AS n FROM f WHERE f MATCH ?').get(ftsQuery('ete near OR ANGE')!.match)).toEqual({ n: 1 })
  })
})

describe('highlight', () => {
  const q = (text: string) => ftsQuery(text)!

  test('should mark the matches, escape the text and keep the separators', () => {
    const { terms, prefix } = q('chaud')
    expect(highlight(['', 'Il fait <chaud> & beau', ''], terms, prefix)).toBe('Il fait &#60;<mark>chaud</mark>&#62; &#38; beau')
  })

  test('should cut a fragment around the best cluster, at word boundaries, with ellipses', () => {
    const words = Array.from({ length: 60 }, (_, i) => `mot${i}`)
    words[40] = 'Renard'
    words[42] = 'rusé'
    const { terms, prefix } = q('renard ruse')
    expect(highlight(['', words.join(' ')], terms, prefix, 60)).toBe('…mot34 mot35 mot36 mot37 mot38 mot39 <mark>Renard</mark> mot41 <mark>rusé</mark> mot43…')
  })

  test('should keep offsets right when folding changes lengths (Hangul) or meets marks', () => {
    const { terms, prefix } = q('jardin')
    expect(highlight(['한국어 jardin 한국어'], terms, prefix)).toBe('한국어 <mark>jardin</mark> 한국어')
    expect(highlight(['Le JARDIN d\u2019été, jardinier'], q('jardin')!.terms, false)).toBe('Le <mark>JARDIN</mark> d’été, jardinier')
    // Korean words themselves are marked; each syllable is a term, so a word is marked as typed
    expect(highlight(['부산 바다'], q('바다')!.terms, false)).toBe('부산 <mark>바다</mark>')
    const korean = q('서울 여')!
    expect(highlight(['서울에서 여행 안내'], korean.terms, korean.prefix)).toBe('<mark>서울</mark>에서 <mark>여</mark>행 안내')
  })

  test('should prefer the text holding more distinct terms, then the earlier text', () => {
    const { terms, prefix } = q('loup bois')
    expect(highlight(['le loup', 'le loup dans les bois', 'loup bois'], terms, prefix)).toBe('le <mark>loup</mark> dans les <mark>bois</mark>')
    expect(highlight(['le loup', 'un loup', ''], terms, prefix)).toBe('le <mark>loup</mark>')
  })

  test('should match the last term as a prefix only', () => {
    const { terms, prefix } = q('jardi pot')
    expect(highlight(['jardin potager jardi'], terms, prefix)).toBe('jardin <mark>potager</mark> <mark>jardi</mark>')
  })

  test('should mark words the index spells otherwise, with the text as written', () => {
    const q = ftsQuery('coeur strasse αθηνα')!
    expect(highlight(['Le cœur de la Straße, à Αθήνα.'], q.terms, q.prefix)).toBe('Le <mark>cœur</mark> de la <mark>Straße</mark>, à <mark>Αθήνα</mark>.')
    const spelt = ftsQuery('Œuvre ﬁn')!
    expect(highlight(['Une œuvre sans ﬁnale, ŒUVRE'], spelt.terms, spelt.prefix)).toBe('Une <mark>œuvre</mark> sans <mark>ﬁnale</mark>, <mark>ŒUVRE</mark>')
  })

  test('should keep apart what the index keeps apart: й and и, パ and ハ; Σ at a word end is σ', () => {
    const mark = (text: string, q: string) => {
      const query = ftsQuery(q)!
      return highlight([text], query.terms, query.prefix)
    }
    expect(mark('Это мои книги, мой дом', 'мой')).toBe('Это мои книги, <mark>мой</mark> дом')
    expect(mark('パート ハート バス', 'パート')).toBe('<mark>パート</mark> ハート バス')
    expect(mark('Η ΟΔΟΣ ΕΊΝΑΙ ΩΡΑΊΑ', 'οδός')).toBe('Η <mark>ΟΔΟΣ</mark> ΕΊΝΑΙ ΩΡΑΊΑ')
    expect(mark('كَتَبَ الطالب الدرس', 'كتب')).toBe('<mark>كَتَبَ</mark> الطالب الدرس')
    expect(mark('في أحمد', 'احمد')).toBe('في <mark>أحمد</mark>')
  })

  test('should never cut a character in two, nor miss a match that starts with one outside the BMP', () => {
    const emoji = highlight(['coupezz ' + '😀'.repeat(100)], ['coupezz'], false)
    expect(emoji.isWellFormed()).toBe(true)
    expect(emoji.startsWith('<mark>coupezz</mark> 😀')).toBe(true)
    expect(highlight(['今日は 店の名前は 𠮷野家 の牛丼'], ftsQuery('𠮷野家')!.terms, false)).toBe('今日は 店の名前は <mark>𠮷野家</mark> の牛丼')
    const long = highlight(['x'.repeat(150) + ' ' + '𠀀'.repeat(100)], ['zz'], false)
    expect(long.isWellFormed()).toBe(true)
  })

  test('should look for matches in the first 50,000 characters of a long text only', () => {
    const far = 'mot '.repeat(20_000) + 'lointain'
    expect(highlight([far], ['lointain'], false)).not.toContain('<mark>')
    expect(highlight(['proche ' + far], ['proche'], false)).toStartWith('<mark>proche</mark>')
  })

  test('should show the start of the text when nothing matches', () => {
    expect(highlight(['', 'rien ici'], ['absent'], false)).toBe('rien ici')
    expect(highlight(['', ''], ['absent'], false)).toBe('')
  })
})
