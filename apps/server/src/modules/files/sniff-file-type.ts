/** File types customers may upload, recognised by their first bytes, never by name or header. */
const SIGNATURES: { type: string; extension: string; matches(head: Buffer): boolean }[] = [
  {
    type: 'image/png',
    extension: '.png',
    matches: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', extension: '.jpg', matches: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  {
    type: 'image/gif',
    extension: '.gif',
    matches: (h) => ['GIF87a', 'GIF89a'].includes(h.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    extension: '.webp',
    matches: (h) => h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'application/pdf', extension: '.pdf', matches: (h) => h.subarray(0, 5).toString('latin1') === '%PDF-' },
];

/** Null for anything else, SVG included: it can carry script. */
export function sniffFileType(head: Buffer): { type: string; extension: string } | null {
  const found = SIGNATURES.find((signature) => signature.matches(head));
  return found ? { type: found.type, extension: found.extension } : null;
}
