import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFolderPrivate } from './private-folder.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function modeOf(file: string): string {
  return (fs.lstatSync(file).mode & 0o777).toString(8);
}

describe('makeFolderPrivate', () => {
  it('creates a missing folder 0700', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'mbb-private-'));
    folders.push(parent);
    const folder = path.join(parent, 'data', 'nested');
    expect(makeFolderPrivate(folder)).toEqual([]);
    expect(modeOf(folder)).toBe('700');
  });

  it('tightens an open folder, its folders and files, and names what it changed', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mbb-private-'));
    folders.push(folder);
    fs.chmodSync(folder, 0o755);
    fs.mkdirSync(path.join(folder, 'pglite', 'base'), { recursive: true, mode: 0o777 });
    fs.chmodSync(path.join(folder, 'pglite'), 0o777);
    fs.writeFileSync(path.join(folder, 'pglite', 'base', '1'), 'x', { mode: 0o666 });
    fs.chmodSync(path.join(folder, 'pglite', 'base', '1'), 0o666);
    fs.writeFileSync(path.join(folder, 'private'), 'x', { mode: 0o600 });
    fs.symlinkSync('/etc/hostname', path.join(folder, 'link'));

    expect(makeFolderPrivate(folder).sort()).toEqual(
      ['.', 'pglite', 'pglite/base', 'pglite/base/1'].sort(),
    );
    expect(modeOf(folder)).toBe('700');
    expect(modeOf(path.join(folder, 'pglite'))).toBe('700');
    expect(modeOf(path.join(folder, 'pglite', 'base'))).toBe('700');
    expect(modeOf(path.join(folder, 'pglite', 'base', '1'))).toBe('600');
    expect(modeOf(path.join(folder, 'private'))).toBe('600');
    // A link is not followed: what it points at keeps its mode.
    expect(modeOf('/etc/hostname')).not.toBe('600');
    expect(makeFolderPrivate(folder)).toEqual([]);
  });
});
