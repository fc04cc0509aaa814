import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_FILE_NAME, SecretBox, SecretUnavailableError, secretKeySource } from './secret-box.ts';

const folders: string[] = [];
function temporaryFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('SecretBox', () => {
  it('round-trips with SETTINGS_SECRET and stores no plain text', () => {
    const box = new SecretBox({ kind: 'secret', secret: 'a long enough secret value' });
    const sealed = box.encrypt('sk-test-1234567890-4f2a');
    expect(JSON.stringify(sealed)).not.toContain('sk-test');
    expect(box.decrypt(sealed)).toBe('sk-test-1234567890-4f2a');
    // A fresh iv each time.
    expect(box.encrypt('same').data).not.toBe(box.encrypt('same').data);
  });

  it('cannot be read with another secret, or after tampering', () => {
    const sealed = new SecretBox({ kind: 'secret', secret: 'first secret value 123' }).encrypt('k');
    expect(
      new SecretBox({ kind: 'secret', secret: 'other secret value 456' }).decrypt(sealed),
    ).toBe(undefined);
    const box = new SecretBox({ kind: 'secret', secret: 'first secret value 123' });
    const tampered = { ...sealed, data: Buffer.from('x').toString('base64') };
    expect(box.decrypt(tampered)).toBeUndefined();
  });

  it('generates a key file in DATA_DIR, readable by the owner only, reused after a restart', () => {
    const dataDir = temporaryFolder();
    const sealed = new SecretBox({ kind: 'key-file', dataDir }).encrypt('sk-abc');
    const file = path.join(dataDir, KEY_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(new SecretBox({ kind: 'key-file', dataDir }).decrypt(sealed)).toBe('sk-abc');
  });

  it('on PostgreSQL without SETTINGS_SECRET or DATA_DIR refuses to store, with the reason', () => {
    const source = secretKeySource({ databaseKind: 'postgres', dataDir: '/unused' });
    const box = new SecretBox(source);
    expect(box.available).toBe(false);
    expect(() => box.encrypt('sk')).toThrow(SecretUnavailableError);
    expect(() => box.encrypt('sk')).toThrow(/SETTINGS_SECRET/);
    expect(secretKeySource({ databaseKind: 'pglite', dataDir: '/d' }).kind).toBe('key-file');
    expect(
      secretKeySource({ databaseKind: 'postgres', dataDir: '/d', settingsSecret: 'x'.repeat(16) })
        .kind,
    ).toBe('secret');
  });
});
