// The files the app saves for offline scanning are exactly the files the build serves under ocr/, so
// a first visit leaves nothing out that a scan will ask for.
import { describe, expect, it } from 'vitest';
import { ocrAssetFiles } from '../../../src/scan/ocr-assets-plugin.ts';
import { OCR_FILES } from '../../../src/scan/ocr-files.ts';

describe('the OCR files saved for offline use', () => {
  it('are the served files, both languages included', () => {
    const served = Object.keys(ocrAssetFiles()).map((path) => path.replace(/^ocr\//, ''));
    expect([...OCR_FILES].sort()).toEqual(served.sort());
    expect(OCR_FILES).toContain('lang/fra.traineddata.gz');
    expect(OCR_FILES).toContain('lang/eng.traineddata.gz');
  });
});
