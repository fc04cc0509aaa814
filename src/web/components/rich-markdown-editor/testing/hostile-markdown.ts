/** Hostile or odd section texts for the editor's round-trip tests, each with a name. */

const longParagraph = (size: number) => {
  const sentence =
    'Revenue grows when **retention** beats _acquisition_ and [links](https://example.com) stay honest. ';
  return sentence
    .repeat(Math.ceil(size / sentence.length))
    .slice(0, size)
    .trimEnd();
};

/** A realistic 200 KB section: headings, lists, tables, quotes and paragraphs, repeated. */
export function largeSection(size = 200_000): string {
  const chunk = [
    '## Quarter plan',
    '',
    'We **focus** on the customers who already feel the problem, and *measure* each step.',
    '',
    '- Launch the pilot',
    '  - weekly conversion review',
    '- Hire the head roaster',
    '',
    '| Metric | Target |',
    '| --- | ---: |',
    '| Churn | < 4% |',
    '',
    '> Keep the offer simple.',
    '',
  ].join('\n');
  return chunk
    .repeat(Math.ceil(size / chunk.length))
    .slice(0, size)
    .replace(/\n[^\n]*$/, '\n');
}

export const HOSTILE_MARKDOWN: Record<string, string> = {
  'script block': '<script>alert(document.cookie)</script>\n\nText after.',
  'script inline': 'Hello <script>alert(1)</script> world.',
  'img onerror': 'Look: <img src=x onerror="alert(1)"> here.',
  'svg onload block': '<svg onload=alert(1)>\n\nAfter.',
  iframe: '<iframe src="javascript:alert(1)"></iframe>',
  'javascript link': '[click me](javascript:alert(1))',
  'javascript link upper case': '[click](JAVASCRIPT:alert(1)) and [ok](https://example.com)',
  'javascript link with entity': '[x](java&#115;cript:alert(1))',
  'data link': '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'vbscript link': '[x](vbscript:msgbox(1) "title")',
  'javascript autolink': '<javascript:alert(1)>',
  'javascript reference definition': '[x][evil]\n\n[evil]: javascript:alert(1)',
  'javascript image': '![x](javascript:alert(1))',
  'javascript link in table': '| a |\n| --- |\n| [x](javascript:alert(1)) |',
  'javascript link in list': '- [x](javascript:alert(1))\n- safe',
  'unclosed bold': '**bold without end\n\nnext paragraph',
  'unclosed link': '[link without end(https://example.com\n\ntext',
  'unclosed code span': 'a `code span that never ends',
  'unclosed fence': '```js\nconst a = 1;\n\nno closing fence',
  'unclosed html': '<div>\nunclosed div\n\n**bold**',
  'table without delimiter': '| a | b |\n| c | d |',
  'stray pipes': 'a | b | c',
  'deep quotes': '> > > > > > > > > deep',
  'deep list': Array.from(
    { length: 40 },
    (_, depth) => `${'  '.repeat(depth)}- level ${depth}`,
  ).join('\n'),
  'asterisk soup': '***** ** * *** _*_*_*_ __**__**',
  'brackets soup': '[[[[]]]] ][ [a]( (b) [c]: d',
  'rtl override': 'Invoice \u202Egnp.exe\u202C total',
  'zero width': 'zero\u200Bwidth\u200Cnon\u200Djoiner\uFEFFbom',
  'leading bom': '\uFEFF## Heading after a BOM',
  'line separators': 'line\u2028separator and paragraph\u2029separator',
  'combining marks': 'Z\u0351\u0353a\u0337\u0308l\u0336g\u035Co\u0321',
  'astral and tags': '𝕏 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} flag',
  noncharacters: 'a\uFFFEb\uFFFFc',
  'crlf line endings': '## Title\r\n\r\n- a\r\n- b\r\n',
  'cr line endings': 'one\rtwo\r\rthree',
  tabs: '-\tTabbed item\n\n\tindented code with tab',
  'whitespace only': '   \n\n  ',
  empty: '',
  'nbsp and form feed': 'a\u00A0b\fc',
  'long paragraph 200 KB': longParagraph(200_000),
  'long section 200 KB': largeSection(),
  'many brackets 50 KB': '['.repeat(50_000),
  'many emphasis markers 50 KB': '*a '.repeat(16_000),
};

/** Cases whose untouched round trip is not byte-identical, and the documented rule that applies. */
export const HOSTILE_NORMALISED: Record<string, string> = {
  'javascript link': 'refused address emptied',
  'javascript link upper case': 'refused address emptied',
  'javascript link with entity': 'refused address emptied',
  'data link': 'refused address emptied',
  'vbscript link': 'refused address emptied',
  'javascript autolink': 'refused address emptied',
  'javascript reference definition': 'refused address emptied',
  'javascript image': 'refused address emptied',
  'javascript link in table': 'refused address emptied',
  'javascript link in list': 'refused address emptied',
  'crlf line endings': 'line endings',
  'cr line endings': 'line endings',
};
