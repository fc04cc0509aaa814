import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { WordTemplateView } from '../../domain/word-template.ts';
import { allContentChanged } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';
import type { WordTemplateInput } from '../exports/export-document.ts';
import type { TemplateSummary } from '../word-template/read-word-template.ts';
import { templateContentWidth } from '../word-template/template-layout.ts';
import { defineSetting, readSetting, writeSetting } from './settings.ts';

const styleSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['paragraph', 'character', 'table', 'numbering']),
  usedFor: z.string().optional(),
});
const millimetres = z.number();

/**
 * The firm's Word template (issue 31): one per installation, in the settings table like the
 * firm logo (bytes as base64, at most 5 MB, one row, one backup), with what was read from it
 * when it was checked, so listing its styles never unpacks it again.
 */
const WORD_TEMPLATE_SETTING = defineSetting<{
  name: string;
  base64: string;
  summary: TemplateSummary;
} | null>({
  key: 'word-template',
  schema: z
    .object({
      name: z.string().min(1),
      base64: z.string().min(1),
      summary: z.object({
        styles: z.array(styleSchema),
        page: z
          .object({
            width: millimetres,
            height: millimetres,
            margins: z.object({
              top: millimetres,
              right: millimetres,
              bottom: millimetres,
              left: millimetres,
            }),
          })
          .nullable(),
        hasHeader: z.boolean(),
        hasFooter: z.boolean(),
        hasFirstPage: z.boolean(),
      }),
    })
    .nullable(),
  defaultValue: null,
});

export interface StoredWordTemplate {
  view: WordTemplateView;
  bytes: Uint8Array;
}

/** What the Word export takes of the stored template. */
export function wordTemplateInput(template: StoredWordTemplate): WordTemplateInput {
  const { page, styles } = template.view;
  return {
    bytes: template.bytes,
    hasTableStyle: styles.some((style) => style.usedFor === 'Tables'),
    ...(page ? { contentWidth: templateContentWidth(page) } : {}),
  };
}

export async function findWordTemplate(db: Database): Promise<StoredWordTemplate | undefined> {
  const { value, updatedAt } = await readSetting(db, WORD_TEMPLATE_SETTING);
  if (!value || !updatedAt) return undefined;
  const bytes = new Uint8Array(Buffer.from(value.base64, 'base64'));
  return {
    bytes,
    view: {
      name: value.name,
      bytes: bytes.length,
      uploadedAt: updatedAt.toISOString(),
      ...value.summary,
    },
  };
}

/** The caller has checked the file (`readWordTemplate`); stored whole in one statement. */
export async function putWordTemplate(
  db: Database,
  template: { name: string; bytes: Uint8Array; summary: TemplateSummary },
): Promise<void> {
  await writeSetting(db, WORD_TEMPLATE_SETTING, {
    name: template.name,
    base64: Buffer.from(template.bytes).toString('base64'),
    summary: template.summary,
  });
}

export async function deleteWordTemplate(db: Database): Promise<void> {
  await db.delete(appSettings).where(eq(appSettings.key, WORD_TEMPLATE_SETTING.key));
  allContentChanged();
}
