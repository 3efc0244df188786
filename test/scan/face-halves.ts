// Which half of the card scans the face vote's constants were fitted on: a rule on the file name alone
// (FNV-1a hash, low bit), so the other half's photos measure what the fit never saw.

/** 'tune': the fit (scripts/fit-face-vote.ts) saw photos of this card; 'report': it did not. */
export function faceHalf(file: string): 'tune' | 'report' {
  let hash = 0x811c9dc5;
  for (const c of file) {
    hash ^= c.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 1 ? 'report' : 'tune';
}
