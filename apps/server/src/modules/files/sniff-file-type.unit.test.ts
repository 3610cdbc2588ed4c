import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff-file-type.ts';

describe('sniffFileType', () => {
  it('recognises images and PDF by their bytes', () => {
    expect(sniffFileType(Buffer.from('89504e470d0a1a0a0000', 'hex'))?.type).toBe('image/png');
    expect(sniffFileType(Buffer.from('ffd8ffe000104a464946', 'hex'))?.type).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from('GIF89a....'))?.type).toBe('image/gif');
    expect(sniffFileType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.type).toBe('image/webp');
    expect(sniffFileType(Buffer.from('%PDF-1.7'))?.type).toBe('application/pdf');
  });
  it('refuses SVG, HTML and anything renamed to look like an image', () => {
    expect(sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffFileType(Buffer.from('<html><script>'))).toBeNull();
    expect(sniffFileType(Buffer.from(''))).toBeNull();
  });
});
