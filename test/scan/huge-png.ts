// Very large PNGs for the tests of the scanner's size guard, written without holding their pixels
// as RGBA: grey rows of zeros, deflated once.
import { deflateSync } from 'node:zlib';

/** A CRC-32 as PNG chunks carry it. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A black side x side PNG as a camera or an attacker could send it: a real header and the first
 * `rows` rows of pixel data (zeros, so little once compressed; all of them make a whole image).
 * Built by hand because pngjs would need every pixel in memory to write it.
 */
export function hugePng(side: number, rows = 2000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bits per sample
  ihdr[9] = 0; // greyscale
  const idat = deflateSync(Buffer.alloc((side + 1) * rows), { level: 1 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
