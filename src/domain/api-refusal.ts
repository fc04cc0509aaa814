/** A refused answer as every client reads it: the API's `{error, code?, issues?}`. */
export interface Refusal {
  /** The server's sentence, shown as is; the status when the body has none. */
  error: string;
  code: string | undefined;
  /** Each problem of an invalid input in words (a 400's `issues[].message`), else none. */
  issues: string[];
}

/** Reads a refused answer's JSON body (anything, or undefined when it was not JSON). */
export function readRefusal(body: unknown, status: number): Refusal {
  const refused = typeof body === 'object' && body !== null ? body : {};
  const issues = 'issues' in refused && Array.isArray(refused.issues) ? refused.issues : [];
  return {
    error:
      'error' in refused && typeof refused.error === 'string'
        ? refused.error
        : `The server answered ${status}`,
    code: 'code' in refused && typeof refused.code === 'string' ? refused.code : undefined,
    issues: issues.flatMap((issue: unknown) =>
      typeof issue === 'object' &&
      issue !== null &&
      'message' in issue &&
      typeof issue.message === 'string'
        ? [issue.message]
        : [],
    ),
  };
}
