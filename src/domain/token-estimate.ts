import type { ChatMessage } from './prompt.ts';

/**
 * A conservative estimate of how many tokens a text takes, without the model's tokenizer (which
 * differs per model and is not at hand for a local server). It errs high, so a prompt judged to
 * fit does fit. Per character, by script:
 * - ASCII: 1/3 token (English runs ~4 characters a token in GPT and Llama tokenizers);
 * - other Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic: 1/2 (2-3 characters a token);
 * - Indic, Thai and other Brahmic or South-East Asian scripts: 1;
 * - Chinese, Japanese, Korean: 1.5 (one or two tokens a character);
 * - anything beyond the Basic Multilingual Plane (emoji, rare CJK): 2.
 */
export function estimateTokens(text: string): number {
  let tokens = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x80) tokens += 1 / 3;
    else if (code < 0x900) tokens += 0.5;
    else if (code < 0x1100) tokens += 1;
    else if (code < 0x2e80) tokens += 0.5;
    else if (
      code < 0xa000 ||
      (code >= 0xac00 && code < 0xd800) ||
      (code >= 0xf900 && code < 0xfb00)
    )
      tokens += 1.5;
    else if (code > 0xffff) tokens += 2;
    else tokens += 1;
  }
  return Math.ceil(tokens);
}

/** A chat request's prompt: its messages plus a few tokens of framing each (role, separators). */
export function estimatePromptTokens(messages: readonly ChatMessage[]): number {
  return messages.reduce((total, message) => total + 4 + estimateTokens(message.content), 3);
}
