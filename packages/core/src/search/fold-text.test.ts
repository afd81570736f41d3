import { describe, expect, it } from 'vitest';

import { foldText, searchWords } from './fold-text';

describe('foldText', () => {
  it('drops accents and case, so Peña and PENA read alike', () => {
    expect(foldText('Peña')).toBe('pena');
    expect(foldText('PENA')).toBe('pena');
    expect(foldText('Café Olé')).toBe('cafe ole');
  });

  it('drops apostrophes inside words, typed or typographic', () => {
    expect(foldText('Baca’s Kitchen')).toBe('bacas kitchen');
    expect(foldText("Baca's")).toBe('bacas');
  });
});

describe('searchWords', () => {
  it('splits on spaces and punctuation, keeping letters and digits', () => {
    expect(searchWords('Nob Hill Taproom – Westside, 87114!')).toEqual([
      'nob',
      'hill',
      'taproom',
      'westside',
      '87114',
    ]);
  });

  it('answers no words for punctuation alone', () => {
    expect(searchWords(' ¡¿ -- ?! ')).toEqual([]);
  });
});
