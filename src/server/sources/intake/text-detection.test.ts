import { describe, expect, it } from 'vitest';
import { classifyText, decodeText, nameMarkup } from './text-detection.ts';

describe('classifyText', () => {
  it('recognises Markdown by its marks', () => {
    expect(classifyText('# Notes\n\nText.')).toEqual({ kind: 'markdown' });
    expect(classifyText('See [the report](https://example.com).')).toEqual({ kind: 'markdown' });
    expect(classifyText('| a | b |\n| --- | --- |\n| 1 | 2 |')).toEqual({ kind: 'markdown' });
    expect(classifyText('- one\n- two\n- three')).toEqual({ kind: 'markdown' });
  });

  it('recognises CSV by columns that line up, whatever the delimiter', () => {
    expect(classifyText('name,price\nCut,30\nColour,55\n')).toEqual({
      kind: 'csv',
      delimiter: ',',
    });
    expect(classifyText('name;price\nCut;30,5\nColour;55,0\n')).toEqual({
      kind: 'csv',
      delimiter: ';',
    });
    expect(classifyText('name\tprice\nCut\t30\n')).toEqual({ kind: 'csv', delimiter: '\t' });
    expect(classifyText('"a, b",c\n"d, e",f\n')).toEqual({ kind: 'csv', delimiter: ',' });
  });

  it('leaves prose with commas as plain text', () => {
    expect(classifyText('Hello, world.\nHow are you, friend?\nFine, thanks.')).toEqual({
      kind: 'text',
    });
    expect(classifyText('One line only, with a comma.')).toEqual({ kind: 'text' });
  });
});

describe('decodeText', () => {
  it('refuses NUL bytes and many control characters as binary', () => {
    expect(decodeText(new Uint8Array([0x61, 0, 0x62]))).toEqual({ ok: false, reason: 'binary' });
    expect(decodeText(new Uint8Array(100).fill(7))).toEqual({ ok: false, reason: 'binary' });
  });

  it('skips a UTF-8 byte-order mark', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0x69]))).toEqual({
      ok: true,
      text: 'hi',
    });
  });
});

describe('nameMarkup', () => {
  it('names HTML, SVG and XML, and leaves text that merely mentions tags', () => {
    expect(nameMarkup('  <!-- x -->\n<!DOCTYPE html><p>')).toBe('a web page (HTML)');
    expect(nameMarkup('<html lang="en">')).toBe('a web page (HTML)');
    expect(nameMarkup('<svg viewBox="0 0 1 1">')).toBe('an SVG image');
    expect(nameMarkup('<?xml version="1.0"?><feed/>')).toBe('an XML file');
    expect(nameMarkup('Use <b> for bold.')).toBeUndefined();
  });
});
