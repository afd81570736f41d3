// Wording that only messages need; dates, money and distances come from core's format/.

/** A person's or a reviewer's words quoted inside a sentence, trimmed to end with a stop. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]["”’)]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
