import { type CoverContent, fileProperties } from '../../domain/cover.ts';

/**
 * A PDF's properties. pdfmake writes its own name where the creator or producer is empty, so
 * both name the file's author, as every other format does (white label).
 */
export function pdfInfo(cover: Pick<CoverContent, 'title' | 'companyName' | 'firmName'>) {
  const { title, subject, author } = fileProperties(cover);
  return { title, subject, author, creator: author, producer: author };
}
