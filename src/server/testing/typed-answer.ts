import type { ClientResponse } from 'hono/client';
import { expect } from 'vitest';

/** What a typed call's answer holds at `status`: the route's JSON there, refusals included. */
type BodyAt<Answer, Status extends number> =
  Answer extends ClientResponse<infer Body, infer AnswerStatus, infer _Format>
    ? Status extends AnswerStatus
      ? Body
      : never
    : never;

/**
 * A typed call's answer at the status a test expects: the status is checked first (a different
 * one fails with the body, so the server's sentence shows), then the body comes back typed by the
 * route (`server.api`, decision 0112), so a test reads fields without casting.
 *
 *   const strategy = await answer(server.api.strategies.$post({ json }), 201);
 */
export async function answer<
  Answer extends ClientResponse<unknown, number, string>,
  Status extends Answer['status'],
>(call: Answer | Promise<Answer>, status: Status): Promise<BodyAt<Answer, Status>> {
  const response = await call;
  if (response.status !== status) {
    const text = await response.text();
    expect.fail(`expected ${status}, answered ${response.status}: ${text.slice(0, 600)}`);
  }
  return (await response.json()) as BodyAt<Answer, Status>;
}
