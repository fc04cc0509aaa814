import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { findUnstorableText, validate } from './validation.ts';

describe('findUnstorableText', () => {
  it('names the first field, outer fields first, that holds a control character or broken Unicode', () => {
    expect(findUnstorableText({ a: 'fine', b: ['ok', { c: 'x\u0000' }] })).toEqual({
      field: 'b.1.c',
    });
    expect(findUnstorableText({ deep: { deeper: 'x\u0007' }, top: '\ud800' })).toEqual({
      field: 'top',
    });
    expect(findUnstorableText({ prices: { 'model\u0000': 1 } })).toEqual({ field: 'prices' });
    expect(findUnstorableText('\u0085')).toEqual({ field: '' });
  });

  it('passes tabs, line breaks, numbers and other values', () => {
    expect(
      findUnstorableText({ body: 'a\tb\r\nc', n: 1, on: true, none: null, list: [2, 'é😀'] }),
    ).toBeUndefined();
  });
});

describe('validate', () => {
  /** A route whose schema checks nothing about its text: the rule still holds there. */
  const app = new Hono()
    .post('/', validate('json', z.object({ note: z.string(), tags: z.array(z.string()) })), (c) =>
      c.json(c.req.valid('json')),
    )
    .onError((error, c) => c.json({ error: error.message }, error instanceof AppError ? 400 : 500));

  it('refuses a control character in any string of a valid body with 400 naming the field', async () => {
    const response = await app.request('/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'fine', tags: ['ok', 'bad\u0000'] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Tag 2: must not contain NUL or other control characters, or broken Unicode',
    });
  });

  it('lets multi-line text with tabs through', async () => {
    const response = await app.request('/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'one\n\ttwo\r\n', tags: [] }),
    });
    expect(response.status).toBe(200);
  });
});
