export type FakeLlmOutcome = 'ok' | '500' | '429' | 'drop' | 'empty' | 'length' | 'aborted';

export interface FakeLlmRequestLogEntry {
  id: number;
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  /** Parsed from the app's prompt: `Create a detailed and professional "<title>" section ...`. */
  sectionTitle?: string;
  startedAt: number;
  endedAt?: number;
  outcome?: FakeLlmOutcome;
  /** The client closed the connection before the answer was complete. */
  clientClosed?: boolean;
  /** Content tokens written to the client. */
  tokensSent: number;
}
