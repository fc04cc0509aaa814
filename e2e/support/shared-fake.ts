import type { FakeLlmOptions } from '../../tools/fake-llm/server.ts';

/**
 * What the shared fake model answers unless a file asks otherwise: as `startAppEnvironment`'s
 * own fake, a 40-word answer a token every 5 ms, no rules.
 */
export const SHARED_FAKE_OPTIONS = {
  perTokenMs: 5,
  tokens: 40,
  rules: [],
} satisfies FakeLlmOptions;

/** The options a file may set on the shared fake: its pace and its answers' length. */
export type SharedFakeOptions = Pick<FakeLlmOptions, 'perTokenMs' | 'tokens'>;

/**
 * Sets the shared fake to its defaults plus `options` (`POST /__fake/configure`), so no file
 * inherits what the one before it asked for. Files run one at a time (`fileParallelism: false`).
 */
export async function configureSharedFake(
  fakeUrl: string,
  options: SharedFakeOptions,
): Promise<void> {
  const admin = fakeUrl.replace(/\/v1$/, '/__fake');
  const response = await fetch(`${admin}/configure`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...SHARED_FAKE_OPTIONS, ...options }),
  });
  if (!response.ok) throw new Error(`The shared fake model refused: ${await response.text()}`);
}
