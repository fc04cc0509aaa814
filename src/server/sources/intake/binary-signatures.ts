import { imageMimeType } from '../../image-info.ts';

/**
 * What a refused file is, named from its first bytes, so the message can say "This file is a
 * Windows program" rather than "unsupported". Only names: none of these is ever opened.
 */
const SIGNATURES: { name: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { name: 'a Windows program (EXE or DLL)', matches: (bytes) => startsWith(bytes, 'MZ') },
  { name: 'a Linux program (ELF)', matches: (bytes) => startsWith(bytes, '\x7fELF') },
  {
    name: 'a macOS program (Mach-O)',
    matches: (bytes) =>
      ['\xfe\xed\xfa\xce', '\xfe\xed\xfa\xcf', '\xce\xfa\xed\xfe', '\xcf\xfa\xed\xfe'].some(
        (magic) => startsWith(bytes, magic),
      ),
  },
  {
    name: 'a Java class or macOS program',
    matches: (bytes) => startsWith(bytes, '\xca\xfe\xba\xbe'),
  },
  { name: 'a WebAssembly program', matches: (bytes) => startsWith(bytes, '\0asm') },
  { name: 'a compressed archive (gzip)', matches: (bytes) => startsWith(bytes, '\x1f\x8b') },
  {
    name: 'a compressed archive (7-Zip)',
    matches: (bytes) => startsWith(bytes, '7z\xbc\xaf\x27\x1c'),
  },
  { name: 'a compressed archive (RAR)', matches: (bytes) => startsWith(bytes, 'Rar!\x1a\x07') },
  { name: 'a compressed archive (xz)', matches: (bytes) => startsWith(bytes, '\xfd7zXZ\0') },
  { name: 'a database (SQLite)', matches: (bytes) => startsWith(bytes, 'SQLite format 3\0') },
  {
    name: 'an image (TIFF)',
    matches: (bytes) => startsWith(bytes, 'II*\0') || startsWith(bytes, 'MM\0*'),
  },
  { name: 'a PostScript file', matches: (bytes) => startsWith(bytes, '%!PS') },
  { name: 'an audio file (MP3)', matches: (bytes) => startsWith(bytes, 'ID3') },
  { name: 'a video or audio file (MP4)', matches: (bytes) => startsWith(bytes, 'ftyp', 4) },
  { name: 'an RTF document', matches: (bytes) => startsWith(bytes, '{\\rtf') },
];

export function nameBinary(bytes: Uint8Array): string | undefined {
  const image = imageMimeType(bytes);
  if (image) return `an image (${image.slice('image/'.length).toUpperCase()})`;
  return SIGNATURES.find((signature) => signature.matches(bytes))?.name;
}

/** The Compound File (OLE2) header of old Office files and of password-protected new ones. */
export function isCompoundFile(bytes: Uint8Array): boolean {
  return startsWith(bytes, '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1');
}

/**
 * Office stores a password-protected DOCX, XLSX or PPTX as a Compound File holding an
 * `EncryptedPackage` stream (MS-OFFCRYPTO); its name is in the directory, in UTF-16.
 */
export function isEncryptedOfficeFile(bytes: Uint8Array): boolean {
  const name = Buffer.from('EncryptedPackage', 'utf16le');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(name);
}

export function isZip(bytes: Uint8Array): boolean {
  return startsWith(bytes, 'PK\x03\x04') || startsWith(bytes, 'PK\x05\x06');
}

/** `%PDF-` within the first 1,024 bytes, where PDF readers look for it. */
export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).includes(
    '%PDF-',
    0,
    'latin1',
  );
}

function startsWith(bytes: Uint8Array, signature: string, offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  for (let index = 0; index < signature.length; index += 1) {
    if (bytes[offset + index] !== signature.charCodeAt(index)) return false;
  }
  return true;
}
