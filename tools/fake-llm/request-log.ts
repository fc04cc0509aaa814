export type FakeLlmOutcome =
  | 'ok'
  | '500'
  | '429'
  | 'drop'
  | 'empty'
  | 'length'
  | 'aborted'
  /** Refused with a 4xx: a refused parameter or an 'error' rule. */
  | 'refused';

export interface FakeLlmRequestLogEntry {
  id: number;
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  /** Parsed from the app's prompt: `Create a detailed and professional "<title>" section ...`. */
  sectionTitle?: string;
  /** `response_format.type` when the request asked for one (`json_schema`, `json_object`). */
  responseFormat?: string;
  startedAt: number;
  endedAt?: number;
  outcome?: FakeLlmOutcome;
  /** The client closed the connection before the answer was complete. */
  clientClosed?: boolean;
  /** Content tokens written to the client. */
  tokensSent: number;
  /** The length, sampling and usage parameters the request carried. */
  parameters: {
    max_tokens?: number;
    max_completion_tokens?: number;
    temperature?: number;
    reasoning_effort?: string;
    stream_options?: boolean;
  };
  /** The status of a refused request. */
  status?: number;
}
