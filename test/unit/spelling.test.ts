/** The index's spelling (lib/spelling.ts): its fast path agrees with the full rule on every code. */
import { expect, test } from 'bun:test'
import { hasUnspaced, indexSpelling, indexText, RUN_BREAK, spellOut, UNSPACED_LETTER } from '../../src/lib/spelling'

const full = (text: string) =>
  spellOut(text.replace(/[\p{L}\p{N}\p{M}]+/gu, (w) => w.normalize('NFKC')))
    .replace(/[\u0370-\u03ff\u1f00-\u1fff][\u0300-\u036f]*/g, (g) => g.normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC'))
    .replace(/ё/g, 'е')
    .replace(/Ё/g, 'Е')
    .replace(/[\u0610-\u061a\u0640\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, 'ا')

test('should spell every code of U+0000 to U+2FFF as the full rule does, alone and between letters', () => {
  const wrong: string[] = []
  for (let code = 0; code < 0x3000; code++) {
    if (code >= 0xd800 && code < 0xe000) continue
    const ch = String.fromCharCode(code)
    for (const text of [ch, `a${ch}b`, `é${ch}`]) if (indexSpelling(text) !== full(text)) wrong.push(code.toString(16))
  }
  expect(wrong).toEqual([])
})

test('should spell what readers type instead, and leave the rest as written', () => {
  expect(indexSpelling('Le cœur de Łódź, Straße, ÆSIR, þorn')).toBe('Le coeur de Lódź, Strasse, AESIR, thorn')
  expect(indexSpelling('Αθήνα, Ελλάδα, ϊ ΰ, ёлка Ёж')).toBe('Αθηνα, Ελλαδα, ι υ, елка Еж')
  expect(indexSpelling('ﬁn ＡＢＣ ½ ǅemal')).toBe('fin ABC 1⁄2 Džemal')
  expect(indexSpelling('كَتَبَ أحمد إلى آدم، مُحَمَّد')).toBe('كتب احمد الى ادم، محمد')
  for (const same of ['Été à Montréal… « déjà » – 10 €', '日本語の文章', '한국어 문장', 'Москва и йогурт', '']) expect(indexSpelling(same)).toBe(same)
  // outside the known scripts the full rule decides: emoji, kana, astral letters
  expect(indexSpelling('ｶﾀｶﾅ 🎉 𝐀')).toBe('カタカナ 🎉 A')
})

test('should take every letter of the scripts without spaces for one, up to U+3FFFF, and no other', () => {
  const exact = new RegExp(UNSPACED_LETTER, 'u')
  const wrong: string[] = []
  for (let code = 0; code <= 0x3ffff; code++) {
    if (code >= 0xd800 && code < 0xe000) continue
    const ch = String.fromCodePoint(code)
    if (hasUnspaced(ch) !== exact.test(ch)) wrong.push(code.toString(16))
  }
  expect(wrong).toEqual([])
  expect(['東', 'ー', 'ก', '한', '々', '𠀋'].map(hasUnspaced)).toEqual([true, true, true, true, true, true])
  expect(['a', 'é', 'Ж', 'ا', '。', '🎉', '1'].map(hasUnspaced)).toEqual([false, false, false, false, false, false, false])
})

test('should cut runs of those scripts into one term a letter, with a break where a separator parts them', () => {
  const B = ` ${RUN_BREAK} `
  expect(indexText('東京タワーに。iPhone用、ｶﾀｶﾅ')).toBe(`東 京 タ ワ ー に${B}iPhone 用${B}カ タ カ ナ`)
  expect(indexText('서울에서 만나요 🗼')).toBe(`서 울 에 서${B}만 나 요${B}`)
  expect(indexText('Le cœur 2020年')).toBe('Le coeur 2020 年')
  expect(indexText('Le cœur, rien')).toBe('Le coeur, rien')
})

test('should keep the marks of Thai, Lao, Khmer and Myanmar in the term of their letter, each its own', () => {
  const kept = (mark: number) => String.fromCodePoint(0xf0000 + mark)
  // ไม่ "not", ไม้ "wood": the tokenizer would drop the tone marks and make them one term
  expect(indexText('ไม่ ไม้')).toBe(`ไ ม${kept(0xe48)} ${RUN_BREAK} ไ ม${kept(0xe49)}`)
  expect(indexText('ง่าย')).toBe(`ง${kept(0xe48)} า ย`)
  // the variation selector of a Han letter is not kept: 葛󠄀 is 葛
  expect(indexText('葛\u{e0100}城')).toBe('葛\u{e0100} 城')
})
