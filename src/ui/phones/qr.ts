// Pairing codes as QR codes: the modules of the code one phone shows, and the code read back from a
// camera frame of the other. The reader (jsQR, about 46 KB gzip) loads only when a phone scans.
import { encode } from 'uqr';

/** The dark and light modules of a pairing code's QR, with a quiet zone of four modules around it. */
export interface QrModules {
  readonly size: number;
  readonly dark: readonly (readonly boolean[])[];
}

/**
 * The QR of a pairing code. Error correction is raised as far as the smallest version that holds
 * the code allows: a screen read by a camera is clean, and a smaller code is easier to aim at.
 */
export function qrModules(code: string): QrModules {
  const qr = encode(code, { ecc: 'L', boostEcc: true, border: 4 });
  return { size: qr.size, dark: qr.data };
}

/** The SVG path of the dark modules, one unit per module, each row's runs merged. */
export function qrPath(qr: QrModules): string {
  const parts: string[] = [];
  qr.dark.forEach((row, y) => {
    let x = 0;
    while (x < qr.size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < qr.size && row[x]) x++;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

interface Detector {
  detect(image: ImageData): Promise<{ rawValue: string }[]>;
}

let detector: Promise<Detector | null> | undefined;

/** The browser's own QR reader where it has one (Android Chrome), else none. */
function nativeReader(): Promise<Detector | null> {
  return (detector ??= (async () => {
    const Barcode = (globalThis as { BarcodeDetector?: { new (o: object): Detector } & object })
      .BarcodeDetector;
    if (!Barcode) return null;
    try {
      const formats = await (
        Barcode as unknown as { getSupportedFormats(): Promise<string[]> }
      ).getSupportedFormats();
      return formats.includes('qr_code') ? new Barcode({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })());
}

/** The text of the QR code in a camera frame, or null when the frame shows none (yet). */
export async function readQr(frame: ImageData): Promise<string | null> {
  const native = await nativeReader();
  if (native) {
    try {
      const found = await native.detect(frame);
      if (found[0]) return found[0].rawValue;
    } catch {
      // The native reader refused this frame: the portable one below reads it.
    }
  }
  const { default: jsQR } = await import('jsqr');
  return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
