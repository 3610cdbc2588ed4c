// Upload bodies as a browser sends them, for the tests of the upload routes.

/** A PNG's signature and header chunk (IHDR: width, height, bit depth, colour type …), then filler. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(25);
  header.writeUInt32BE(13, 0);
  header.write('IHDR', 4, 'latin1');
  header.writeUInt32BE(width, 8);
  header.writeUInt32BE(height, 12);
  header.writeUInt8(8, 16);
  header.writeUInt8(6, 17);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), header, Buffer.alloc(64, 1)]);
}
export const PNG = pngDeclaring(64, 64);

export function multipart(filename: string, data: Buffer, field = 'file') {
  const boundary = '----storefront-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
