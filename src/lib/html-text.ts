/**
 * The named character references of HTML 4 (Latin-1, symbols and Greek, typography), which
 * editors and word processors write: `caf&eacute;`, `l&rsquo;arbre`, `&laquo;`. Names are
 * case-sensitive (`&Eacute;` is not `&eacute;`). note: only `&amp;`-like basics were decoded,
 * so `caf&eacute;ine` was indexed and filtered as `caf eacute ine`.
 */
const ENTITIES: Record<string, string> = Object.fromEntries(
  [
    'apos:39 quot:34 amp:38 lt:60 gt:62 nbsp:160 iexcl:161 cent:162 pound:163 curren:164 yen:165 brvbar:166 sect:167 uml:168 copy:169 ordf:170 laquo:171 not:172 shy:173 reg:174 macr:175 deg:176 plusmn:177 sup2:178 sup3:179 acute:180 micro:181 para:182 middot:183 cedil:184 sup1:185 ordm:186 raquo:187 frac14:188 frac12:189 frac34:190 iquest:191 Agrave:192 Aacute:193 Acirc:194 Atilde:195 Auml:196 Aring:197 AElig:198 Ccedil:199 Egrave:200 Eacute:201 Ecirc:202 Euml:203 Igrave:204 Iacute:205 Icirc:206 Iuml:207 ETH:208 Ntilde:209 Ograve:210 Oacute:211 Ocirc:212 Otilde:213 Ouml:214 times:215 Oslash:216 Ugrave:217 Uacute:218 Ucirc:219 Uuml:220 Yacute:221 THORN:222 szlig:223 agrave:224 aacute:225 acirc:226 atilde:227 auml:228 aring:229 aelig:230 ccedil:231 egrave:232 eacute:233 ecirc:234 euml:235 igrave:236 iacute:237 icirc:238 iuml:239 eth:240 ntilde:241 ograve:242 oacute:243 ocirc:244 otilde:245 ouml:246 divide:247 oslash:248 ugrave:249 uacute:250 ucirc:251 uuml:252 yacute:253 thorn:254 yuml:255 OElig:338 oelig:339 Scaron:352 scaron:353 Yuml:376 fnof:402 circ:710 tilde:732 Alpha:913 Beta:914 Gamma:915 Delta:916 Epsilon:917 Zeta:918 Eta:919 Theta:920 Iota:921 Kappa:922 Lambda:923 Mu:924 Nu:925 Xi:926 Omicron:927 Pi:928 Rho:929 Sigma:931 Tau:932 Upsilon:933 Phi:934 Chi:935 Psi:936 Omega:937 alpha:945 beta:946 gamma:947 delta:948 epsilon:949 zeta:950 eta:951 theta:952 iota:953 kappa:954 lambda:955 mu:956 nu:957 xi:958 omicron:959 pi:960 rho:961 sigmaf:962 sigma:963 tau:964 upsilon:965 phi:966 chi:967 psi:968 omega:969 thetasym:977 upsih:978 piv:982 ensp:8194 emsp:8195 thinsp:8201 zwnj:8204 zwj:8205 lrm:8206 rlm:8207 ndash:8211 mdash:8212 lsquo:8216 rsquo:8217 sbquo:8218 ldquo:8220 rdquo:8221 bdquo:8222 dagger:8224 Dagger:8225 bull:8226 hellip:8230 permil:8240 prime:8242 Prime:8243 lsaquo:8249 rsaquo:8250 oline:8254 frasl:8260 euro:8364 image:8465 weierp:8472 real:8476 trade:8482 alefsym:8501 larr:8592 uarr:8593 rarr:8594 darr:8595 harr:8596 crarr:8629 lArr:8656 uArr:8657 rArr:8658 dArr:8659 hArr:8660 forall:8704 part:8706 exist:8707 empty:8709 nabla:8711 isin:8712 notin:8713 ni:8715 prod:8719 sum:8721 minus:8722 lowast:8727 radic:8730 prop:8733 infin:8734 ang:8736 and:8743 or:8744 cap:8745 cup:8746 int:8747 there4:8756 sim:8764 cong:8773 asymp:8776 ne:8800 equiv:8801 le:8804 ge:8805 sub:8834 sup:8835 nsub:8836 sube:8838 supe:8839 oplus:8853 otimes:8855 perp:8869 sdot:8901 lceil:8968 rceil:8969 lfloor:8970 rfloor:8971 lang:9001 rang:9002 loz:9674 spades:9824 clubs:9827 hearts:9829 diams:9830',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => {
      const [name, code] = pair.split(':') as [string, string]
      return [name, String.fromCodePoint(Number(code))]
    }),
)

/** Entities browsers also take in capitals (`&AMP;`, `&LT;`). */
const BASIC = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp'])

/** A write converts each HTML value twice (folded filter column, search document): the second is a lookup. */
const recent = new Map<string, string>()
const RECENT_MAX = 16

/** Plain text of an HTML fragment: tags dropped, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  const hit = recent.get(html)
  if (hit !== undefined) return hit
  const text = convert(html)
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!)
  recent.set(html, text)
  return text
}

/**
 * Inline elements: a word they cut stays one word (`<b>H</b>aus`, `Donau<wbr>dampf`); any other
 * element separates words as a browser's block or line break does.
 */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'wbr'])

/**
 * Markup, as a browser reads it: comments, CDATA and declarations, script and style elements with
 * their content (closed by `</script >` too), and tags whose quoted attributes may hold `>`. A `<`
 * that starts no tag (`prix < 10`) is text.
 */
const MARKUP =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*(?:>|$)|<(script|style)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?(?:<\/\1\s*>|$)|<\/?([a-z][a-z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*(?:>|$)/gi

/** A numeric reference as a browser reads it: no code point (past U+10FFFF, a surrogate, 0) is U+FFFD. */
function codePoint(code: number): string {
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\uFFFD'
}

function convert(html: string): string {
  return html
    .replace(MARKUP, (_m, _script: string | undefined, name: string | undefined) => (name !== undefined && INLINE.has(name.toLowerCase()) ? '' : ' '))
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') return codePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10))
      // note: Object.hasOwn, so that `&constructor;` names nothing
      return Object.hasOwn(ENTITIES, e) ? ENTITIES[e]! : Object.hasOwn(ENTITIES, e.toLowerCase()) && BASIC.has(e.toLowerCase()) ? ENTITIES[e.toLowerCase()]! : m
    })
    // a soft hyphen (`&shy;`) shows only where a line breaks: the word is one word
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Escapes text for inclusion in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
