/** The fast fold gives exactly what the full rule (NFD, no marks, lower case) gives. */
import { expect, test } from 'bun:test'
import { fold } from '../../src/lib/fold'

const full = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase()

test('should fold every code of U+0000 to U+2FFF alone as the full rule does', () => {
  const wrong: string[] = []
  for (let code = 0; code < 0x3000; code++) {
    if (code >= 0xd800 && code < 0xe000) continue
    const ch = String.fromCharCode(code)
    if (fold(ch) !== full(ch)) wrong.push(code.toString(16))
  }
  expect(wrong).toEqual([])
})

test('should fold texts as the full rule does, marks, final sigma and long texts included', () => {
  const samples = [
    'Été à la plage, Œuvre — « déjà » l’an 2024', 'ΣΟΦΙΑ ΚΑΙ ΛΟΓΟΣ', 'Ёлка и ЁЖИК', 'İstanbul ŉ ǅ',
    'e\u0301te\u0301 decomposed', 'emoji 🎉 and 日本語', 'Straße', 'x'.repeat(20_000) + 'É',
  ]
  // random mixes of the table's codes, combining marks and Σ
  let seed = 7
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
  for (let i = 0; i < 300; i++) {
    let s = ''
    for (let j = 0; j < 40; j++) s += String.fromCharCode([next() % 0x250, 0x300 + (next() % 0x70), 0x3a3, 0x391 + (next() % 0x40)][next() % 4]!)
    samples.push(s)
  }
  expect(samples.filter((s) => fold(s) !== full(s))).toEqual([])
})
