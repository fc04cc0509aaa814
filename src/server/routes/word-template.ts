import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  NO_WORD_TEMPLATE,
  WORD_TEMPLATE_MAX_BYTES,
  WORD_TEMPLATE_TOO_LARGE,
} from '../../domain/word-template.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { describeRoute, media } from '../route-description.ts';
import { DocumentError } from '../sources/intake/document-error.ts';
import { deleteWordTemplate, findWordTemplate, putWordTemplate } from '../store/word-template.ts';
import { readWordTemplate } from '../word-template/read-word-template.ts';
import {
  PREVIEW_UNAVAILABLE,
  previewAvailable,
  previewPages,
} from '../word-template/template-preview.ts';
import { documentName } from './documents.ts';

/** The upload path, exempt from the app's 1 MB JSON limit: it has its own 5 MB one. */
export const WORD_TEMPLATE_UPLOAD_PATH = '/api/settings/word-template';

const templateUploadLimit = bodyLimit({
  maxSize: WORD_TEMPLATE_MAX_BYTES,
  // The rest of the body is never read, so the connection cannot carry another request.
  onError: (c) => {
    c.header('connection', 'close');
    return c.json({ error: WORD_TEMPLATE_TOO_LARGE, code: 'DOCUMENT_TOO_LARGE' }, 413);
  },
});

/**
 * Mounted at `/api/settings/word-template`, owner only (issue 31). `PUT`: the file itself
 * (`X-Filename` URL-encoded), checked from its bytes and stored whole or not at all; `GET`: what
 * is stored, `null` when nothing is; `GET /preview`: the first pages of a sample export wearing
 * it, drawn by LibreOffice (503 with a message where it is not installed); `DELETE`: back to the project's own design.
 */
/** The stored template as the owner sees it (sizes in mm); `null` when none is set. */
const wordTemplateResponse = z
  .object({
    name: z.string(),
    bytes: z.number().int(),
    uploadedAt: z.string(),
    styles: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        type: z.enum(['paragraph', 'character', 'table', 'numbering']),
        usedFor: z.string().optional(),
      }),
    ),
    page: z
      .object({
        width: z.number(),
        height: z.number(),
        margins: z.object({
          top: z.number(),
          right: z.number(),
          bottom: z.number(),
          left: z.number(),
        }),
      })
      .nullable(),
    hasHeader: z.boolean(),
    hasFooter: z.boolean(),
    hasFirstPage: z.boolean(),
  })
  .nullable();

/** The first pages of a sample Word export wearing the template, as PNG data URLs. */
const templatePreviewResponse = z.object({ pages: z.array(z.string()) });

export function wordTemplateRoutes({ database, exportPool }: ServerContext) {
  const { db } = database;
  return new Hono()
    .get(
      '/',
      describeRoute({
        summary:
          "the firm's Word template: `{name, bytes, uploadedAt, styles: [{id, name, type, usedFor?}], page: {width, height, margins} (mm) | null, hasHeader, hasFooter, hasFirstPage}`, or `null` when none is set (issue 31, decision 0107)",
        responses: { 200: wordTemplateResponse },
      }),
      async (c) =>
        c.json(
          ((await findWordTemplate(db))?.view ?? null) satisfies z.input<
            typeof wordTemplateResponse
          >,
          200,
        ),
    )
    .get(
      '/preview',
      describeRoute({
        summary:
          '`{pages: [PNG data URLs]}`: the first 3 pages of a sample Word export wearing the template, drawn by LibreOffice and pdftoppm; 404 without a template, 503 `PREVIEW_UNAVAILABLE` with a message where LibreOffice is not installed',
        responses: { 200: templatePreviewResponse },
      }),
      async (c) => {
        const template = await findWordTemplate(db);
        if (!template) throw new AppError('NOT_FOUND', NO_WORD_TEMPLATE);
        if (!exportPool || !(await previewAvailable())) {
          return c.json({ error: PREVIEW_UNAVAILABLE, code: 'PREVIEW_UNAVAILABLE' }, 503);
        }
        return c.json(
          { pages: await previewPages(template, exportPool) } satisfies {
            pages: string[];
          },
          200,
        );
      },
    )
    .put(
      '/',
      describeRoute({
        summary:
          "the template's bytes (`.docx` or `.dotx`; `X-Filename` URL-encoded) → 200 as `GET`; checked from its bytes: 413 over 5 MB, 415 for macros (`.docm`, `.dotm`, any `vbaProject.bin`) or a file that is not Word, 400 damaged, 413 zip bomb; a refused file leaves the stored one as it was. The Word export then wears it; the PDF keeps the project's design",
        request: media(
          'application/octet-stream',
          'The .docx or .dotx file; its name in X-Filename.',
        ),
        responses: { 200: wordTemplateResponse },
      }),
      templateUploadLimit,
      async (c) => {
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        if (bytes.length === 0) {
          throw new DocumentError('empty', 'Send the Word template as the request body.');
        }
        const summary = await readWordTemplate(bytes);
        const name = documentName(c.req.header('x-filename')).replace(
          /^Untitled document$/,
          'Word template',
        );
        await putWordTemplate(db, { name, bytes, summary });
        const stored = await findWordTemplate(db);
        if (!stored) throw new AppError('INTERNAL', 'The Word template was not stored');
        return c.json(stored.view satisfies z.input<typeof wordTemplateResponse>, 200);
      },
    )
    .delete(
      '/',
      describeRoute({
        summary: 'remove the template → 204 (also when none is set)',
        responses: { 204: null },
      }),
      async (c) => {
        await deleteWordTemplate(db);
        return c.body(null, 204);
      },
    );
}
