import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { EncryptedSecret } from '../../domain/settings.ts';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../db/private-folder.ts';

/** The file in DATA_DIR holding the generated key when SETTINGS_SECRET is not set. */
export const KEY_FILE_NAME = 'settings-secret.key';

export const NO_SECRET_FOR_POSTGRES =
  'Saving an AI key needs SETTINGS_SECRET (16 characters or more) when the data is in ' +
  'PostgreSQL: set it on every instance, or set the key in the environment (LLM_API_KEY or ' +
  'OPENAI_API_KEY) instead.';

/** Where the key that encrypts saved secrets comes from. */
export type SecretKeySource =
  | { kind: 'secret'; secret: string }
  | { kind: 'key-file'; dataDir: string }
  | { kind: 'none'; reason: string };

export function secretKeySource(options: {
  settingsSecret?: string;
  databaseKind: 'pglite' | 'postgres';
  dataDir: string;
  dataDirSet?: boolean;
}): SecretKeySource {
  if (options.settingsSecret) return { kind: 'secret', secret: options.settingsSecret };
  // With PostgreSQL the instances may share no folder: a key file each would not decrypt the
  // others' secrets. A DATA_DIR set on purpose is the operator saying it is shared.
  if (options.dataDir && (options.databaseKind === 'pglite' || options.dataDirSet)) {
    return { kind: 'key-file', dataDir: options.dataDir };
  }
  return { kind: 'none', reason: NO_SECRET_FOR_POSTGRES };
}

export class SecretUnavailableError extends Error {}

/**
 * AES-256-GCM for secrets saved in settings. The key is derived from SETTINGS_SECRET, or read
 * from (and on first use written to, readable by this user only) a key file in DATA_DIR.
 */
export class SecretBox {
  private key: Buffer | undefined;
  private readonly source: SecretKeySource;

  constructor(source: SecretKeySource) {
    this.source = source;
  }

  get available(): boolean {
    return this.source.kind !== 'none';
  }

  encrypt(plain: string): EncryptedSecret {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keyFor('write'), iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return {
      version: 1,
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      data: data.toString('base64'),
    };
  }

  /** Undefined when it cannot be decrypted (another secret, a lost key file). */
  decrypt(secret: EncryptedSecret): string | undefined {
    try {
      const key = this.keyFor('read');
      if (!key) return undefined;
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(secret.iv, 'base64'));
      decipher.setAuthTag(Buffer.from(secret.tag, 'base64'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(secret.data, 'base64')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    } catch {
      return undefined;
    }
  }

  private keyFor(use: 'write'): Buffer;
  private keyFor(use: 'read'): Buffer | undefined;
  private keyFor(use: 'read' | 'write'): Buffer | undefined {
    if (this.key) return this.key;
    const source = this.source;
    if (source.kind === 'none') {
      if (use === 'read') return undefined;
      throw new SecretUnavailableError(source.reason);
    }
    if (source.kind === 'secret') {
      this.key = Buffer.from(
        hkdfSync('sha256', source.secret, 'maker-business-builder', 'settings secrets v1', 32),
      );
      return this.key;
    }
    const file = path.join(source.dataDir, KEY_FILE_NAME);
    if (fs.existsSync(file)) {
      this.key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
      return this.key;
    }
    if (use === 'read') return undefined;
    fs.mkdirSync(source.dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    const key = randomBytes(32);
    // `wx`: two processes racing to create it must not each keep a different key.
    try {
      fs.writeFileSync(file, `${key.toString('base64')}\n`, {
        mode: PRIVATE_FILE_MODE,
        flag: 'wx',
      });
      this.key = key;
    } catch {
      this.key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    }
    return this.key;
  }
}

/** "…4f2a": how the page shows which key is set. */
export function keyHint(lastFour: string | undefined): string | null {
  return lastFour ? `…${lastFour}` : null;
}
