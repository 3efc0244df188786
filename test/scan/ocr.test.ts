// The OCR bridge: its workers reused across reads, two cards' titles read at once each given back to its
// own card, an aborted read gives way at once without breaking the next one, and idle workers are shut
// down and come back on the next read.
import { describe, expect, it } from 'vitest';
import { makeTitleReader } from '../../src/scan/ocr.ts';
import { nodeOcrAssets } from '../../src/scan/ocr-node.ts';
import { titleBandImage } from '../../src/scan/recognise.ts';
import { haveScans, readScan } from './photos.ts';

describe.skipIf(!haveScans)('the title reader', () => {
  const band = (file = 'UU-Base-022.jpg') => {
    const scan = readScan(file);
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

  it(
    'reads several cards at once on two workers, each title given back to its own card',
    { timeout: 60_000 },
    async () => {
      const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0, workers: 2 });
      try {
        // Rhinocorn, Llamacorn, Yay, Rhinocorn: queued together, as a Stable's cards are.
        const files = ['UU-Base-022.jpg', 'UU-Base-030.jpg', 'UU-Base-069.jpg', 'UU-Base-022.jpg'];
        const lines = await Promise.all(files.map((file) => reader.read(band(file))));
        expect(lines.map((line) => line.text)).toEqual(['RHINOCORN', 'LLAMACORN', 'YAY', 'RHINOCORN']);
      } finally {
        await reader.close();
      }
      expect(reader.running).toBe(false);
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
