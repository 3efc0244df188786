// The OCR bridge: one worker reused across reads, an aborted read gives way at once without breaking the
// next one, and an idle worker is shut down and comes back on the next read.
import { describe, expect, it } from 'vitest';
import { makeTitleReader } from '../../src/scan/ocr.ts';
import { nodeOcrAssets } from '../../src/scan/ocr-node.ts';
import { titleBandImage } from '../../src/scan/recognise.ts';
import { haveScans, readScan } from './photos.ts';

describe.skipIf(!haveScans)('the title reader', () => {
  const band = () => {
    const scan = readScan('UU-Base-022.jpg');
    const corners = [
      { x: 0, y: 0 },
      { x: scan.width, y: 0 },
      { x: scan.width, y: scan.height },
      { x: 0, y: scan.height },
    ] as const;
    return titleBandImage(scan, [...corners] as never, { cut: 0.5 })!;
  };

  it(
    'reads a title band, and an aborted read rejects without spoiling the next',
    { timeout: 60_000 },
    async () => {
      const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
      try {
        expect((await reader.read(band())).text).toBe('RHINOCORN');
        const controller = new AbortController();
        const aborted = reader.read(band(), controller.signal);
        controller.abort();
        await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
        const already = new AbortController();
        already.abort();
        await expect(reader.read(band(), already.signal)).rejects.toMatchObject({ name: 'AbortError' });
        expect((await reader.read(band())).text).toBe('RHINOCORN');
      } finally {
        await reader.close();
      }
    },
  );

  it('shuts an idle worker down and starts a new one on the next read', { timeout: 60_000 }, async () => {
    // The idle delay is run by hand: the reader asks for it after each read and cancels it on the next.
    const scheduled: Array<{ shutDown: () => void; ms: number; cancelled: boolean }> = [];
    const reader = makeTitleReader({
      assets: nodeOcrAssets(),
      node: true,
      idleMs: 300,
      scheduleIdle: (shutDown, ms) => {
        const entry = { shutDown, ms, cancelled: false };
        scheduled.push(entry);
        return () => {
          entry.cancelled = true;
        };
      },
    });
    try {
      expect(reader.running).toBe(false);
      await reader.read(band());
      expect(reader.running).toBe(true);
      const idle = scheduled.at(-1)!;
      expect(idle).toMatchObject({ ms: 300, cancelled: false });
      idle.shutDown();
      expect(reader.running).toBe(false);
      expect((await reader.read(band())).text).toBe('RHINOCORN');
    } finally {
      await reader.close();
    }
  });
});
