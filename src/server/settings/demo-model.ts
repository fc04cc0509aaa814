import { randomBytes } from 'node:crypto';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';

/**
 * The bundled demo model (the provider preset "Demo: sample text, no key", decision 0095): the
 * fake model server's demo answers, served by this process on 127.0.0.1 at a port the system
 * picks, started the first time the preset is used. Generation reaches it through the ordinary
 * provider over HTTP, so the demo runs the same path as a real model. Only this process knows
 * its key, and it has none of the test server's `/__fake/*` controls.
 */
export class DemoModel {
  private started: Promise<FakeLlm> | undefined;
  readonly apiKey = `demo-${randomBytes(24).toString('base64url')}`;

  /** Its base URL, starting it on first use. */
  async url(): Promise<string> {
    this.started ??= startFakeLlm(
      {
        answerStyle: 'demo',
        host: '127.0.0.1',
        port: 0,
        apiKey: this.apiKey,
        // Written at a readable pace, like a model streaming.
        timeToFirstTokenMs: 200,
        perTokenMs: 8,
      },
      { admin: false },
    ).catch((error: unknown) => {
      this.started = undefined;
      throw error;
    });
    return (await this.started).url;
  }

  async close(): Promise<void> {
    const started = this.started;
    this.started = undefined;
    await (await started?.catch(() => undefined))?.close();
  }
}
