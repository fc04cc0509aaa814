import { excerptOf, type QualityFinding } from './quality-types.ts';

/**
 * Broken Markdown a reader would see as stray symbols: an unclosed code fence, a heading with no
 * text, a table whose rows have no delimiter row (it prints as pipes) or whose rows have other
 * column counts than its header.
 */
export function checkFormat(markdown: string): QualityFinding[] {
  const findings: QualityFinding[] = [];
  const lines = markdown.split('\n');
  const fences = lines.filter((line) => /^\s{0,3}(```|~~~)/.test(line)).length;
  if (fences % 2 === 1) {
    findings.push({
      check: 'format',
      severity: 'warning',
      message: 'A code block is opened and never closed: everything after it shows as code.',
      excerpt: excerptOf(lines.find((line) => /^\s{0,3}(```|~~~)/.test(line)) ?? ''),
    });
  }
  for (const line of lines) {
    if (/^\s{0,3}#{1,6}\s*#*\s*$/.test(line)) {
      findings.push({
        check: 'format',
        severity: 'warning',
        message: 'A heading has no text.',
        excerpt: line.trim(),
      });
    }
  }
  const isRow = (line: string | undefined) => line !== undefined && /^\s*\|.*\|\s*$/.test(line);
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/).length;
  for (let index = 0; index < lines.length; index++) {
    if (!isRow(lines[index]) || isRow(lines[index - 1])) continue;
    const table: string[] = [];
    while (isRow(lines[index + table.length])) table.push(lines[index + table.length]!);
    const delimiter = table[1];
    if (!delimiter || !/^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/.test(delimiter)) {
      findings.push({
        check: 'format',
        severity: 'warning',
        message:
          'A table has no delimiter row (| --- |) under its header: it prints as lines of pipes.',
        excerpt: excerptOf(table[0]!),
      });
    } else if (table.slice(2).some((row) => cells(row) !== cells(table[0]!))) {
      findings.push({
        check: 'format',
        severity: 'warning',
        message: 'A table has rows with a different number of cells than its header.',
        excerpt: excerptOf(table[0]!),
      });
    }
    index += table.length - 1;
  }
  return findings;
}
