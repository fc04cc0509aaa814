import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import {
  defineSetting,
  readSetting,
  settingsChangedAt,
  updateSetting,
  writeSetting,
} from './settings.ts';

const greeting = defineSetting({
  key: 'test-greeting',
  schema: z.object({ text: z.string().min(1), times: z.number().int().min(1) }),
  defaultValue: { text: 'hello', times: 1 },
});

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`app settings store on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('answers the default until a value is written, then the written value', async () => {
    const before = await readSetting(database.db, greeting);
    expect(before).toEqual({ value: { text: 'hello', times: 1 }, updatedAt: undefined });

    await writeSetting(database.db, greeting, { text: 'bonjour', times: 2 });
    const after = await readSetting(database.db, greeting);
    expect(after.value).toEqual({ text: 'bonjour', times: 2 });
    expect(after.updatedAt).toBeInstanceOf(Date);
    expect(await settingsChangedAt(database.db)).toEqual(after.updatedAt);
  });

  it('refuses a value its schema refuses with a 400 naming the field, storing nothing', async () => {
    await writeSetting(database.db, greeting, { text: 'kept', times: 1 });
    const attempt = writeSetting(database.db, greeting, { text: 'x', times: 0 });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toThrow(/^Times: /);
    expect((await readSetting(database.db, greeting)).value).toEqual({ text: 'kept', times: 1 });
  });

  it('falls back to the default when a stored row no longer passes the schema', async () => {
    await database.db
      .insert(appSettings)
      .values({ key: 'test-stale', value: { text: 42 } })
      .onConflictDoNothing();
    const stale = defineSetting({ ...greeting, key: 'test-stale' });
    expect((await readSetting(database.db, stale)).value).toEqual(greeting.defaultValue);
  });

  it('lets concurrent partial updates all land', async () => {
    const counter = defineSetting({
      key: 'test-counter',
      schema: z.object({ count: z.number().int() }),
      defaultValue: { count: 0 },
    });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        updateSetting(database.db, counter, (current) => ({ count: current.count + 1 })),
      ),
    );
    expect((await readSetting(database.db, counter)).value).toEqual({ count: 5 });
  });
});
