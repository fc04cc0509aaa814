export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/**
 * Reads a Server-Sent Events stream over real HTTP, collecting events (and counting comment
 * lines, the heartbeats) until `close()`.
 */
export function openEventStream(url: string, headers: Record<string, string> = {}) {
  const events: ReceivedEvent[] = [];
  let comments = 0;
  const controller = new AbortController();
  const listeners = new Set<() => void>();
  const done = (async () => {
    const response = await fetch(url, { headers, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`SSE answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments++;
          else if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
        }
        if (data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')) });
        for (const listener of listeners) listener();
      }
    }
  })().catch((error: unknown) => {
    if (!controller.signal.aborted) throw error;
  });
  return {
    events,
    comments: () => comments,
    /** Resolves when an event satisfying the predicate has arrived. */
    async waitFor(predicate: (event: ReceivedEvent) => boolean, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!events.some(predicate)) {
        if (Date.now() > deadline) {
          throw new Error(`No such event; got ${events.map((e) => e.event).join(', ')}`);
        }
        await new Promise<void>((resolve) => {
          listeners.add(resolve);
          setTimeout(resolve, 100);
        });
      }
      return events.find(predicate)!;
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}
