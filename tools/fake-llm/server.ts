import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { parseSectionTitle } from './answer.ts';
import { chooseBehaviour, createRandom, sectionRoll } from './behaviour.ts';
import { changeMemoAnswer } from './change-memo-answer.ts';
import { answerChat, sendBadRequest, sendRateLimited, sendServerError } from './chat-completion.ts';
import {
  chatRequestSchema,
  countPromptTokens,
  lastUserMessage,
  textMessages,
} from './chat-request.ts';
import { coverageAnswer } from './coverage-answer.ts';
import { factsDraftAnswer } from './facts-draft.ts';
import { financialDraftAnswer } from './financial-draft.ts';
import { briefDraftAnswer, questionsDraftAnswer } from './intake-draft.ts';
import { judgeAnswer } from './judge-answer.ts';
import {
  applyPatch,
  defaultOptions,
  type FakeLlmOptions,
  type FakeLlmRule,
  type OptionsPatch,
  optionsPatchSchema,
} from './options.ts';
import { parametersOf, refusalOf } from './refusals.ts';
import type { FakeLlmRequestLogEntry } from './request-log.ts';
import { sectionTitlesAnswer } from './section-titles.ts';
import { errorBody } from './sse.ts';

export type {
  FakeLlmAnswerStyle,
  FakeLlmBehaviour,
  FakeLlmFailureRates,
  FakeLlmOptions,
  FakeLlmRefusableParameter,
  FakeLlmRule,
} from './options.ts';
export type { FakeLlmOutcome, FakeLlmRequestLogEntry } from './request-log.ts';

export interface FakeLlm {
  /** Base URL for an OpenAI client, ending in `/v1`. */
  url: string;
  port: number;
  /** Every chat completion request, in arrival order (429s for `maxConcurrent` included). */
  log: FakeLlmRequestLogEntry[];
  /** Most accepted requests in flight at once since start or `reset()`. */
  readonly peakConcurrent: number;
  inFlight(): number;
  configure(patch: Partial<FakeLlmOptions>): void;
  /** Clears the log, the peak, the rules' use counts, and reseeds the failure randomness. */
  reset(): void;
  /** Stops listening and ends every open connection. */
  close(): Promise<void>;
}

const bodyLimitBytes = 32 * 1024 * 1024;

class BodyTooLargeError extends Error {}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > bodyLimitBytes) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? {} : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  // Rules' RegExps travel as `/source/flags`, the form `POST /__fake/configure` accepts.
  const text = JSON.stringify(body, (_key, value) =>
    value instanceof RegExp ? String(value) : value,
  );
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(text);
}

export async function startFakeLlm(
  initial: FakeLlmOptions = {},
  /** `admin: false`: no `/__fake/*` routes (the app's in-process demo model, which nobody reconfigures). */
  serve: { admin?: boolean } = {},
): Promise<FakeLlm> {
  let options = applyPatch(defaultOptions, initial);
  let random = createRandom(options.seed);
  const ruleHits = new Map<FakeLlmRule, number>();
  /** Requests seen per section title, for the order-independent failure rolls. */
  const requestsByTitle = new Map<string, number>();
  const log: FakeLlmRequestLogEntry[] = [];
  /** Accepted requests whose response is still open, with the signal that stops their timers. */
  const openAnswers = new Map<ServerResponse, AbortController>();
  let inFlight = 0;
  let peakConcurrent = 0;
  let nextId = 1;
  let closing = false;

  function configure(patch: OptionsPatch): void {
    options = applyPatch(options, patch);
    if (patch.seed !== undefined) {
      random = createRandom(options.seed);
      requestsByTitle.clear();
    }
    if (patch.rules !== undefined) ruleHits.clear();
  }

  function reset(): void {
    log.length = 0;
    peakConcurrent = inFlight;
    ruleHits.clear();
    requestsByTitle.clear();
    random = createRandom(options.seed);
  }

  /** As OpenAI answers a wrong key: 401, with a masked key in the message. */
  function refusesKey(request: IncomingMessage, response: ServerResponse): boolean {
    if (options.apiKey === undefined) return false;
    if (request.headers.authorization === `Bearer ${options.apiKey}`) return false;
    sendJson(
      response,
      401,
      errorBody(
        'Incorrect API key provided: sk-ab***cd.',
        'invalid_request_error',
        'invalid_api_key',
      ),
    );
    return true;
  }

  async function handleChat(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const parsed = chatRequestSchema.safeParse(parseJson(await readBody(request)));
    if (!parsed.success) return sendBadRequest(response, z.prettifyError(parsed.error));
    if (refusesKey(request, response)) return;
    const body = parsed.data;
    if (options.models && !options.models.includes(body.model)) {
      return sendJson(
        response,
        404,
        errorBody(
          `The model \`${body.model}\` does not exist or you do not have access to it.`,
          'invalid_request_error',
          'model_not_found',
        ),
      );
    }
    const messages = textMessages(body);
    const userMessage = lastUserMessage(messages);
    const stream = body.stream === true;
    const sectionTitle = parseSectionTitle(userMessage);
    const entry: FakeLlmRequestLogEntry = {
      id: nextId++,
      model: body.model,
      stream,
      messages,
      ...(sectionTitle === undefined ? {} : { sectionTitle }),
      ...(typeof body.response_format?.type === 'string'
        ? { responseFormat: body.response_format.type }
        : {}),
      startedAt: Date.now(),
      tokensSent: 0,
      parameters: parametersOf(body),
    };
    log.push(entry);
    const refusal = refusalOf(body, options.refuseParameters);
    if (refusal) {
      entry.outcome = 'refused';
      entry.status = 400;
      entry.endedAt = Date.now();
      return sendJson(response, 400, refusal);
    }

    if (options.maxConcurrent !== undefined && inFlight >= options.maxConcurrent) {
      entry.outcome = '429';
      entry.endedAt = Date.now();
      return sendRateLimited(response, options.retryAfterSeconds);
    }

    inFlight += 1;
    peakConcurrent = Math.max(peakConcurrent, inFlight);
    const pending = new AbortController();
    openAnswers.set(response, pending);
    response.on('close', () => {
      inFlight -= 1;
      openAnswers.delete(response);
      entry.endedAt = Date.now();
      if (entry.outcome === undefined) {
        entry.outcome = 'aborted';
        entry.clientClosed = !closing;
      }
      pending.abort();
    });

    const title = entry.sectionTitle;
    const attempt = title === undefined ? 0 : (requestsByTitle.get(title) ?? 0);
    if (title !== undefined) requestsByTitle.set(title, attempt + 1);
    const decision = chooseBehaviour({
      userMessage,
      rules: options.rules,
      ruleHits,
      failureRates: options.failureRates,
      random: title === undefined ? random : () => sectionRoll(options.seed, title, attempt),
      finishReasonLength: options.finishReasonLength,
    });
    const draft =
      decision.content === undefined
        ? (financialDraftAnswer(userMessage) ??
          factsDraftAnswer(userMessage) ??
          questionsDraftAnswer(userMessage) ??
          briefDraftAnswer(userMessage) ??
          judgeAnswer(userMessage) ??
          coverageAnswer(userMessage) ??
          changeMemoAnswer(userMessage) ??
          sectionTitlesAnswer(userMessage))
        : undefined;
    if (draft !== undefined) decision.content = draft;
    const exchange = {
      response,
      entry,
      decision,
      options,
      includeUsage: body.stream_options?.include_usage === true,
      maxTokens: body.max_completion_tokens ?? body.max_tokens ?? undefined,
      reasoningTokens: options.reasoningTokens,
      promptTokens: countPromptTokens(messages),
      signal: pending.signal,
    };
    try {
      await answerChat(exchange, stream);
    } catch (error) {
      if (!pending.signal.aborted) throw error;
    }
  }

  async function handleAdmin(
    path: string,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    if (path === '/__fake/log') {
      return sendJson(response, 200, { inFlight, peakConcurrent, log });
    }
    if (path === '/__fake/reset') {
      reset();
      return sendJson(response, 200, { ok: true });
    }
    const parsed = optionsPatchSchema.safeParse(parseJson(await readBody(request)));
    if (!parsed.success) {
      const message = z.prettifyError(parsed.error);
      return sendJson(response, 400, errorBody(message, 'invalid_request_error'));
    }
    configure(parsed.data);
    const { port: _port, host: _host, ...configurable } = options;
    return sendJson(response, 200, configurable);
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://fake').pathname.replace(/\/+$/, '');
    const key = `${request.method} ${path}`;
    switch (key) {
      case 'POST /v1/chat/completions':
        return handleChat(request, response);
      case 'GET /v1/models':
        if (refusesKey(request, response)) return;
        return sendJson(response, 200, {
          object: 'list',
          data: (options.models ?? ['fake']).map((id) => ({
            id,
            object: 'model',
            created: 0,
            owned_by: 'fake-llm',
          })),
        });
      case 'GET /health':
        return sendJson(response, 200, { ok: true });
      case 'GET /__fake/log':
      case 'POST /__fake/reset':
      case 'POST /__fake/configure':
        if (serve.admin !== false) return handleAdmin(path, request, response);
        break;
    }
    return sendJson(
      response,
      404,
      errorBody(`Unknown request URL: ${key}`, 'invalid_request_error', 'unknown_url'),
    );
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError && !response.headersSent) {
        return sendJson(response, 413, errorBody('Request too large', 'invalid_request_error'));
      }
      if (request.destroyed || response.destroyed) return;
      console.error('fake-llm:', error);
      if (response.headersSent) response.destroy();
      else sendServerError(response);
    });
  });
  server.listen(initial.port ?? defaultOptions.port, initial.host ?? defaultOptions.host);
  await once(server, 'listening');
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  let closed: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}/v1`,
    port,
    log,
    get peakConcurrent() {
      return peakConcurrent;
    },
    inFlight: () => inFlight,
    configure,
    reset,
    close() {
      closed ??= (async () => {
        closing = true;
        const answersClosed = [...openAnswers.keys()].map((response) => once(response, 'close'));
        for (const pending of openAnswers.values()) pending.abort();
        const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await Promise.all([serverClosed, ...answersClosed]);
      })();
      return closed;
    },
  };
}
