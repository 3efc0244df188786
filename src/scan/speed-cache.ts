// SPEED CACHE. Nothing here decides anything the scanner does: each entry is what its maker returns for
// the same key, kept so that work depending on no photo (a title composed and blurred) is done once.

/** What `remembered` keeps at most per maker; the oldest entries go first. */
const MOST = 4000;

/**
 * `make` remembered by key: the same key gives the same value as calling `make` again would. Only for
 * makers whose result depends on their arguments alone, and which no caller changes afterwards.
 */
export function remembered<A extends unknown[], V>(
  keyOf: (...args: A) => string,
  make: (...args: A) => V,
): (...args: A) => V {
  const kept = new Map<string, V>();
  return (...args: A): V => {
    const key = keyOf(...args);
    const found = kept.get(key);
    if (found !== undefined) return found;
    const made = make(...args);
    if (kept.size >= MOST) kept.delete(kept.keys().next().value!);
    kept.set(key, made);
    return made;
  };
}
