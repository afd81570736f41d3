import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { PROJECT_ID, emulatorHosts } from '../../support/emulator-hosts';
import { uncoveredCells } from '../support/matrix';
import { type CompositeIndex, missingIndexes } from '../support/indexes';
import { builtQueries, exercisedBuilders, exportedBuilders } from '../support/queries';
import {
  type CoverageReport,
  type ExpressionCoverage,
  expressionsOf,
  neverEvaluated,
  oneSidedConditions,
  onlyFailed,
} from '../support/rule-coverage';

/** Where the suite saves the emulator's coverage report (git-ignored). */
const OUT = 'tests/rules/coverage';

const located = (expressions: ExpressionCoverage[]) =>
  expressions.map(({ at, text }) => `${at} ${text}`);

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} -> ${response.status}`);
  return response.text();
}

// Runs after every other spec: it judges the suite as a whole.
export function completenessSpec(): void {
  describe('completeness', () => {
    it('tests every collection x operation x role', () => {
      expect(uncoveredCells()).toEqual([]);
    });

    it('runs every query builder the client kit exports', () => {
      const ran = exercisedBuilders();
      expect(exportedBuilders().length).toBeGreaterThan(0);
      expect(exportedBuilders().filter((name) => !ran.has(name))).toEqual([]);
    });

    it('declares in firestore.indexes.json every composite index the client queries need', () => {
      const { indexes } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as {
        indexes: CompositeIndex[];
      };
      expect(builtQueries().length).toBeGreaterThan(0);
      expect(missingIndexes([...builtQueries()], indexes)).toEqual([]);
    });

    it('evaluates every expression of firestore.rules (emulator rule coverage)', async () => {
      const base = `http://${emulatorHosts().firestore}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
      const [json, html] = await Promise.all([fetchText(base), fetchText(`${base}.html`)]);
      const coverage = JSON.parse(json) as CoverageReport;
      const expressions = expressionsOf(coverage);
      mkdirSync(OUT, { recursive: true });
      writeFileSync(`${OUT}/rule-coverage.json`, json);
      writeFileSync(`${OUT}/rule-coverage.html`, html);
      writeFileSync(`${OUT}/expressions.json`, `${JSON.stringify(expressions, null, 2)}\n`);

      // The report must be about the rules under test, and the suite must have used them.
      expect(coverage.rules.files[0]?.content).toBe(readFileSync('firestore.rules', 'utf8'));
      expect(expressions.length).toBeGreaterThan(0);
      expect(located(neverEvaluated(coverage)), 'never evaluated').toEqual([]);
      // Stricter than "evaluated": every condition was seen both true and false, and every
      // expression produced a value at least once (not only evaluation errors).
      expect(located(oneSidedConditions(coverage)), 'only ever one outcome').toEqual([]);
      expect(located(onlyFailed(coverage)), 'only ever failed').toEqual([]);
    });
  });
}
