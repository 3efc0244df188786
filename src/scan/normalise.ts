// One spelling for titles before they are compared: what tesseract reads and what the catalog prints
// become capitals A-Z with single spaces and hyphens, accents dropped (É reads as E both ways).

/** Normalises a title for comparison: upper case, no accents, only A-Z, space and hyphen, trimmed. */
export function normaliseTitle(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/Œ/g, 'OE')
    .replace(/Æ/g, 'AE')
    .replace(/[’']/g, ' ')
    .replace(/[^A-Z -]+/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A title's letters alone, normalised, without its spaces and hyphens: what edit distances count. */
export function compactTitle(text: string): string {
  return normaliseTitle(text).replace(/[ -]/g, '');
}
