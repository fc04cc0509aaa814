import { z } from 'zod';

const contentPart = z.looseObject({ type: z.string(), text: z.string().optional() });

export const chatRequestSchema = z.looseObject({
  model: z.string().min(1),
  messages: z
    .array(
      z.looseObject({
        role: z.string(),
        content: z.union([z.string(), z.array(contentPart)]).nullish(),
      }),
    )
    .min(1),
  stream: z.boolean().nullish(),
  stream_options: z.looseObject({ include_usage: z.boolean().nullish() }).nullish(),
  max_tokens: z.number().int().min(1).nullish(),
  max_completion_tokens: z.number().int().min(1).nullish(),
  temperature: z.number().nullish(),
  reasoning_effort: z.string().nullish(),
  response_format: z.looseObject({ type: z.string() }).nullish(),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;

export interface ChatMessage {
  role: string;
  content: string;
}

/** Messages with their content flattened to text (content parts joined). */
export function textMessages(request: ChatRequest): ChatMessage[] {
  return request.messages.map((message) => ({
    role: message.role,
    content:
      typeof message.content === 'string'
        ? message.content
        : (message.content ?? []).map((part) => part.text ?? '').join(''),
  }));
}

export function lastUserMessage(messages: readonly ChatMessage[]): string {
  return messages.findLast((message) => message.role === 'user')?.content ?? '';
}

/** A rough token count (words), so usage numbers move with prompt size. */
export function countPromptTokens(messages: readonly ChatMessage[]): number {
  return messages.reduce(
    (total, message) => total + (message.content.match(/\S+/g)?.length ?? 0),
    0,
  );
}
