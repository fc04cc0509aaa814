const sectionTitlePattern = /Create a detailed and professional "([^"\n]+)" section/;
/** A revision's first line (issue 27): `Revise the "<title>" section ...`. */
const revisionTitlePattern = /^Revise the "([^"\n]+)" section/;

const firstLineOf = (userMessage: string) => userMessage.trimStart().split('\n', 1)[0] ?? '';

/** The section title from the app's user prompt (writing or revising), if it is one of ours. */
export function parseSectionTitle(userMessage: string): string | undefined {
  const firstLine = firstLineOf(userMessage);
  return (sectionTitlePattern.exec(firstLine) ?? revisionTitlePattern.exec(firstLine))?.[1];
}

/** True when the app's user prompt asks to revise a written section. */
export function isRevisionRequest(userMessage: string): boolean {
  return revisionTitlePattern.test(firstLineOf(userMessage));
}

const fillerSentences = [
  'Focus first on the customers who already feel the problem and can buy this quarter.',
  'Measure each step with one clear metric and review it every month.',
  'Keep the offer simple so that the team can deliver it with consistent quality.',
  'Reinvest early margin into the channel that brings the cheapest qualified leads.',
  'Document every repeatable process so that new hires become productive quickly.',
];

const bulletTexts = [
  '**Immediate:** validate the assumptions with ten customer conversations.',
  '**Short term:** launch a focused pilot and track conversion weekly.',
  '**Long term:** build partnerships that widen reach without raising fixed costs.',
];

/**
 * Splits text into tokens at every whitespace run, each token keeping the whitespace before it,
 * so the tokens joined give back the text exactly.
 */
export function splitIntoTokens(text: string): string[] {
  return text.split(/(?<=\S)(?=\s)/).filter((token) => token.length > 0);
}

/**
 * A deterministic Markdown answer of exactly `tokens` tokens (never fewer than the heading and the
 * fingerprint line): `## <title>`, `Fingerprint: <title>` (so a test can find one section's answer
 * inside a later section's prompt), then paragraphs and bullet lists.
 */
export function buildAnswerTokens(title: string, tokens: number): string[] {
  const opening = splitIntoTokens(`## ${title}\n\nFingerprint: ${title}`);
  const answer = [...opening];
  let block = 0;
  while (answer.length < tokens) {
    const body =
      block % 2 === 0
        ? `\n\n${fillerSentences[block % fillerSentences.length]} ${title} benefits most when ${
            fillerSentences[(block + 1) % fillerSentences.length]?.toLowerCase() ?? ''
          }`
        : `\n\n${bulletTexts.map((text) => `- ${text}`).join('\n')}`;
    answer.push(...splitIntoTokens(body));
    block += 1;
  }
  return answer.slice(0, Math.max(tokens, opening.length));
}
