/**
 * Deterministic multilingual text for the bench corpus: fr and en word lists (French with
 * accents, so folding matters), titles, excerpts and HTML bodies of a chosen length.
 */
import type { Rng } from './prng'

const FR = (
  'été ville musée marché école forêt rivière montagne cuisine théâtre café jardin fenêtre chemin ' +
  'équipe société économie santé énergie électricité qualité sécurité réseau données modèle système ' +
  'projet année journée soirée matinée semaine siècle histoire avenir présent passé région département ' +
  'commune quartier rue place pont gare aéroport hôpital université bibliothèque librairie boulangerie ' +
  'fromage pain vin bière légume fruit poisson viande recette saveur goût odeur lumière ombre couleur ' +
  'musique chanson danse peinture sculpture photographie cinéma roman poème écrivain artiste élève ' +
  'professeur médecin ingénieur chercheur découverte expérience étude enquête réponse question problème ' +
  'solution idée pensée parole silence voyage séjour vacances hiver printemps automne pluie neige soleil ' +
  'vent orage nuage mer plage île côte océan lac étang colline vallée désert prairie champ récolte ' +
  'agriculture élevage industrie commerce entreprise marché emploi travail salaire prix coût croissance ' +
  'crise réforme élection député ministre gouvernement président démocratie liberté égalité fraternité ' +
  'justice tribunal loi règle droit devoir citoyen nation europe monde planète climat température ' +
  'océanographie biodiversité espèce oiseau abeille papillon chêne érable rosier tulipe nouveau grand ' +
  'petit beau rapide lent ancien moderne célèbre étrange heureux fière léger lourd clair sombre'
).split(' ')

const EN = (
  'summer city museum market school forest river mountain kitchen theatre coffee garden window path ' +
  'team society economy health energy power quality safety network data model system project year day ' +
  'evening morning week century history future present past region district town neighbourhood street ' +
  'square bridge station airport hospital university library bookshop bakery cheese bread wine beer ' +
  'vegetable fruit fish meat recipe flavour taste smell light shadow colour music song dance painting ' +
  'sculpture photography cinema novel poem writer artist student teacher doctor engineer researcher ' +
  'discovery experiment study survey answer question problem solution idea thought word silence journey ' +
  'stay holiday winter spring autumn rain snow sun wind storm cloud sea beach island coast ocean lake ' +
  'pond hill valley desert meadow field harvest farming industry trade company job work salary price ' +
  'cost growth crisis reform election member minister government president democracy freedom equality ' +
  'justice court law rule right duty citizen nation europe world planet climate temperature ocean ' +
  'biodiversity species bird bee butterfly oak maple rose tulip new great small beautiful fast slow old ' +
  'modern famous strange happy proud light heavy clear dark'
).split(' ')

const GLUE = {
  fr: 'le la les un une des du de et ou dans sur pour avec sans par'.split(' '),
  en: 'the a an of and or in on for with without by to from'.split(' '),
}

export const WORDS = { fr: FR, en: EN } as const
export type Locale = keyof typeof WORDS

/**
 * A long tail of made-up words per locale (syllable pairs and triples), so that rarer terms
 * exist as in real text: a two-word search then matches hundreds of articles, not all of them.
 */
const SYLLABLES = {
  fr: 'ba bé ca ché da dé fa fé ga gé la lé ma mé na né pa pé ra ré sa sé ta té va vé zo lu mi no ri su'.split(
    ' ',
  ),
  en: 'ba be ca ke da de fa fe ga ge la le ma me na ne pa pe ra re sa se ta te va ve zo lu mi no ri su'.split(
    ' ',
  ),
}
function tail(locale: Locale): string[] {
  const s = SYLLABLES[locale]
  const out: string[] = []
  for (let i = 0; out.length < 3000; i++) {
    const a = s[i % s.length]!
    const b = s[Math.floor(i / s.length) % s.length]!
    const c = i >= s.length * s.length ? s[Math.floor(i / (s.length * s.length)) % s.length]! : ''
    out.push(a + b + c + (locale === 'fr' ? 'ment' : 'ness').slice(0, i % 3))
  }
  return out
}
export const TAIL = { fr: tail('fr'), en: tail('en') } as const

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Tail words are skewed harder (p(i) ~ i^-2/3): a few are common, most are rare. */
function tailWord(r: Rng, locale: Locale): string {
  const x = r.next()
  return TAIL[locale][Math.floor(x * x * x * TAIL[locale].length)]!
}

/** `n` words, content words skewed towards the head of the list, glue words in between. */
export function words(r: Rng, locale: Locale, n: number): string[] {
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const roll = r.next()
    out.push(
      roll < 0.3
        ? r.pick(GLUE[locale])
        : roll < 0.85
          ? r.skewed(WORDS[locale])
          : tailWord(r, locale),
    )
  }
  return out
}

export function sentence(r: Rng, locale: Locale, n: number): string {
  return cap(words(r, locale, n).join(' ')) + '.'
}

export function title(r: Rng, locale: Locale): string {
  return cap(words(r, locale, r.int(4, 8)).join(' '))
}

/** About `total` words of HTML: paragraphs of sentences, some emphasis and a link. */
export function bodyHtml(r: Rng, locale: Locale, total: number): string {
  const paragraphs: string[] = []
  let left = total
  while (left > 0) {
    const sentences: string[] = []
    let inParagraph = Math.min(left, r.int(40, 70))
    left -= inParagraph
    while (inParagraph > 0) {
      const n = Math.min(inParagraph, r.int(8, 16))
      inParagraph -= n
      let s = sentence(r, locale, n)
      const roll = r.next()
      if (roll < 0.15) s = `<strong>${s}</strong>`
      else if (roll < 0.25) s = `<em>${s}</em>`
      else if (roll < 0.3) s = `<a href="https://example.com/${r.pick(WORDS.en)}">${s}</a>`
      sentences.push(s)
    }
    paragraphs.push(`<p>${sentences.join(' ')}</p>`)
  }
  return paragraphs.join('\n')
}
