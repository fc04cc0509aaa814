import type { ChatMessage } from '../../domain/prompt.ts';
import { type JsonSchemaFormat, type ModelProvider, ProviderError } from './provider.ts';

/**
 * One-off requests whose answer is a JSON object (the financial draft, the title translation):
 * structured output where the provider has it; a provider that refuses `response_format` (HTTP
 * 400) is asked again for JSON in text, and so are the asker's later requests. Returns the text.
 */
export function jsonAsker(
  provider: ModelProvider,
  signal: AbortSignal,
  jsonSchema: JsonSchemaFormat,
): (messages: ChatMessage[]) => Promise<string> {
  let structured = true;
  return async (messages) => {
    try {
      return await completeText(provider, messages, signal, structured ? jsonSchema : undefined);
    } catch (error) {
      if (structured && error instanceof ProviderError && error.status === 400) {
        structured = false;
        return completeText(provider, messages, signal);
      }
      throw error;
    }
  };
}

/** The whole text of one answer, kept by this caller alone as it streams (decision 0121). */
export async function completeText(
  provider: ModelProvider,
  messages: ChatMessage[],
  signal: AbortSignal,
  jsonSchema?: JsonSchemaFormat,
): Promise<string> {
  let text = '';
  await provider.stream({
    messages,
    signal,
    onDelta: (delta) => {
      text += delta;
    },
    ...(jsonSchema ? { jsonSchema } : {}),
  });
  return text;
}
