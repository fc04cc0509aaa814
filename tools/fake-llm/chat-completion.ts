import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { buildAnswerTokens, isRevisionRequest, splitIntoTokens } from './answer.ts';
import type { Decision } from './behaviour.ts';
import { buildDemoAnswerTokens } from './demo-answer.ts';
import { buildEvalAnswer } from './eval-answer.ts';
import type { ResolvedOptions } from './options.ts';
import type { FakeLlmRequestLogEntry } from './request-log.ts';
import {
  type CompletionIdentity,
  completion,
  completionChunk,
  contentEventEncoder,
  errorBody,
  type FinishReason,
  sseDone,
  sseEvent,
  type Usage,
  usageChunk,
  usageOf,
} from './sse.ts';

export interface ChatExchange {
  response: ServerResponse;
  entry: FakeLlmRequestLogEntry;
  decision: Decision;
  options: ResolvedOptions;
  includeUsage: boolean;
  maxTokens: number | undefined;
  /** Hidden reasoning tokens spent from `maxTokens` before any text. */
  reasoningTokens: number;
  promptTokens: number;
  /** Aborted when the client goes away or the server closes: ends every pending timer. */
  signal: AbortSignal;
}

const sseHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
};

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return ms > 0 ? sleep(ms, undefined, { signal }) : nextTurn(undefined, { signal });
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

export function sendRateLimited(response: ServerResponse, retryAfterSeconds: number): void {
  sendJson(
    response,
    429,
    errorBody(
      'Rate limit reached for requests (fake model server). Please try again later.',
      'requests',
      'rate_limit_exceeded',
    ),
    {
      'retry-after': String(retryAfterSeconds),
      'retry-after-ms': String(Math.round(retryAfterSeconds * 1000)),
    },
  );
}

export function sendServerError(response: ServerResponse): void {
  sendJson(
    response,
    500,
    errorBody('The server had an error while processing your request.', 'server_error'),
  );
}

export function sendBadRequest(response: ServerResponse, message: string): void {
  sendJson(response, 400, errorBody(message, 'invalid_request_error'));
}

async function write(response: ServerResponse, text: string, signal: AbortSignal): Promise<void> {
  if (!response.write(text)) await once(response, 'drain', { signal });
}

/** The answer's tokens, read one at a time, so a huge `repeat` answer is never held whole. */
interface Answer {
  count: number;
  tokenAt(index: number): string;
  finishReason: FinishReason;
  usage: Usage;
}

function answerTokens(exchange: ChatExchange): string[] {
  const { decision, entry, options } = exchange;
  if (decision.behaviour === 'empty') return [];
  if (decision.content !== undefined) return splitIntoTokens(decision.content);
  const title = entry.sectionTitle ?? 'Answer';
  if (options.answerStyle === 'eval') {
    const prompt = entry.messages.map((message) => message.content).join('\n');
    // Asked to revise, the model fixes what it was told: the section comes back clean.
    const user = entry.messages.find((message) => message.role === 'user')?.content ?? '';
    const plants = isRevisionRequest(user) ? {} : options.plants;
    return splitIntoTokens(buildEvalAnswer(title, prompt, plants));
  }
  return options.answerStyle === 'demo'
    ? buildDemoAnswerTokens(title, options.tokens)
    : buildAnswerTokens(title, options.tokens);
}

function planAnswer(exchange: ChatExchange): Answer {
  const { decision, maxTokens, reasoningTokens } = exchange;
  const repeated = decision.repeat !== undefined && decision.content !== undefined;
  const tokens = repeated ? [] : answerTokens(exchange);
  let count = repeated ? (decision.repeat ?? 0) : tokens.length;
  const tokenAt = repeated ? () => decision.content ?? '' : (index: number) => tokens[index] ?? '';
  let finishReason: FinishReason = decision.behaviour === 'length' ? 'length' : 'stop';
  // Reasoning comes first and out of the same budget: what is left is for the text.
  const reasoning =
    maxTokens === undefined ? reasoningTokens : Math.min(reasoningTokens, maxTokens);
  const textBudget = maxTokens === undefined ? undefined : maxTokens - reasoning;
  if (textBudget !== undefined && count > textBudget) {
    count = textBudget;
    finishReason = 'length';
  }
  return {
    count,
    tokenAt,
    finishReason,
    usage: usageOf(exchange.promptTokens, count + reasoning, reasoning),
  };
}

function outcomeOf(decision: Decision, answer: Answer): FakeLlmRequestLogEntry['outcome'] {
  if (decision.behaviour === 'empty') return 'empty';
  return answer.finishReason === 'length' ? 'length' : 'ok';
}

function identityOf(entry: FakeLlmRequestLogEntry): CompletionIdentity {
  return {
    id: `chatcmpl-fake-${entry.id}`,
    created: Math.floor(entry.startedAt / 1000),
    model: entry.model,
  };
}

/** Without a per-token delay, this many chunks share one socket write: one syscall, not 64. */
const chunksPerWrite = 64;

async function streamAnswer(exchange: ChatExchange, answer: Answer): Promise<void> {
  const { response, entry, options, signal } = exchange;
  const identity = identityOf(entry);
  const contentEvent = contentEventEncoder(identity);
  response.writeHead(200, sseHeaders);
  response.flushHeaders();
  await pause(options.timeToFirstTokenMs, signal);

  const dropping = exchange.decision.behaviour === 'drop';
  const sendCount = dropping ? Math.floor(answer.count / 2) : answer.count;
  const batchSize = options.perTokenMs > 0 ? 1 : chunksPerWrite;
  let batch = sseEvent(completionChunk(identity, { role: 'assistant', content: '' }));
  let batched = 0;
  for (let index = 0; index < sendCount; index += 1) {
    batch += contentEvent(answer.tokenAt(index));
    batched += 1;
    if (batched < batchSize && index < sendCount - 1) continue;
    if (dropping && index === sendCount - 1) break;
    await write(response, batch, signal);
    entry.tokensSent += batched;
    batch = '';
    batched = 0;
    await pause(options.perTokenMs, signal);
  }

  if (dropping) {
    // Let what was sent reach the client before the connection goes away.
    await new Promise((resolve) => response.write(batch, resolve));
    entry.tokensSent += batched;
    entry.outcome = 'drop';
    response.destroy();
    return;
  }
  batch += sseEvent(completionChunk(identity, {}, answer.finishReason));
  if (exchange.includeUsage) batch += sseEvent(usageChunk(identity, answer.usage));
  entry.outcome = outcomeOf(exchange.decision, answer);
  response.end(batch + sseDone);
}

async function sendWholeAnswer(exchange: ChatExchange, answer: Answer): Promise<void> {
  const { response, entry, options, signal } = exchange;
  await pause(options.timeToFirstTokenMs + options.perTokenMs * answer.count, signal);
  const content = Array.from({ length: answer.count }, (_, index) => answer.tokenAt(index)).join(
    '',
  );
  const body = JSON.stringify(
    completion(identityOf(entry), content, answer.finishReason, answer.usage),
  );
  response.writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  if (exchange.decision.behaviour === 'drop') {
    response.write(body.slice(0, Math.floor(body.length / 2)));
    entry.outcome = 'drop';
    response.destroy();
    return;
  }
  entry.tokensSent = answer.count;
  entry.outcome = outcomeOf(exchange.decision, answer);
  response.end(body);
}

/**
 * Answers one accepted chat completion as the decision says. Resolves when the answer is written,
 * or, for 'hang', once headers are out (the response then stays open until someone closes it).
 * Rejects with an AbortError when `signal` aborts first.
 */
export async function answerChat(exchange: ChatExchange, stream: boolean): Promise<void> {
  const { response, decision, entry } = exchange;
  switch (decision.behaviour) {
    case 'fail500':
      entry.outcome = '500';
      return sendServerError(response);
    case 'fail429':
      entry.outcome = '429';
      return sendRateLimited(response, exchange.options.retryAfterSeconds);
    case 'error': {
      const status = decision.status ?? 400;
      entry.outcome = 'refused';
      entry.status = status;
      const message = decision.content ?? 'The request was refused (fake model server).';
      return sendJson(response, status, errorBody(message, 'invalid_request_error'));
    }
    case 'hang':
      response.writeHead(200, stream ? sseHeaders : { 'content-type': 'application/json' });
      response.flushHeaders();
      return;
    default: {
      const answer = planAnswer(exchange);
      return stream ? streamAnswer(exchange, answer) : sendWholeAnswer(exchange, answer);
    }
  }
}
