/**
 * Text as search compares it: accents and other marks removed ("Peña" and "Pena" are the same
 * word), apostrophes dropped ("Baca’s" is "bacas", not "baca" and "s"), lower case. The server's
 * engine folds names and queries with this, and a client can fold the same way to highlight the
 * words that matched.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’ʼ`]/g, '')
    .toLowerCase();
}

/** The words of a text, folded: runs of letters and digits, in order. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}
