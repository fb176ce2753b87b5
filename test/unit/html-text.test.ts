/** HTML → the text that search indexes and the multilingual filters match (lib/html-text.ts). */
import { expect, test } from 'bun:test'
import { htmlToText } from '../../src/lib/html-text'

test('should read markup as a browser does: words cut by inline elements stay whole, hidden text stays out', () => {
  const cases: [string, string][] = [
    ['<p>Donau&shy;dampf&shy;schiff und <b>H</b>aus</p>', 'Donaudampfschiff und Haus'],
    ['<p>Donau<wbr>dampfschiff <span class="lettrine">M</span>aison</p>', 'Donaudampfschiff Maison'],
    ['<p>a</p><p>b</p><br>c<li>d</li>', 'a b c d'],
    ['<p>visible1</p><!-- commentword <b>cachee1</b> --><p>fin</p>', 'visible1 fin'],
    ['<p data-x="a > attrword" title=\'b > c\'>visible2</p>', 'visible2'],
    ['<script>scriptword()</script ><p>after</p><STYLE type=x>y</STYLE>z', 'after z'],
    ['<![CDATA[ hidden ]]>shown <!DOCTYPE html> <?xml x?>', 'shown'],
    ['<p>prix < 10 eurosmot et > 5 francsmot</p>', 'prix < 10 eurosmot et > 5 francsmot'],
  ]
  for (const [html, text] of cases) expect({ html, text: htmlToText(html) }).toEqual({ html, text })
})

test('should decode numeric references a browser cannot show as U+FFFD, never fail', () => {
  expect(htmlToText('<p>x &#x110000; &#1114112; &#99999999999999999999; &#xD800; &#0; &#233; &#x1F600;</p>')).toBe('x \uFFFD \uFFFD \uFFFD \uFFFD \uFFFD é 😀')
})
