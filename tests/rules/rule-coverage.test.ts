// The coverage parser against the report shape the Firestore emulator really returns (taken
// from a run and cut down): no emulator needed, but it lives beside the suite it serves.
import { describe, expect, it } from 'vitest';

import {
  type CoverageReport,
  expressionsOf,
  neverEvaluated,
  oneSidedConditions,
  onlyFailed,
} from './support/rule-coverage';

const source = [
  "rules_version = '2';",
  'service cloud.firestore {',
  '  match /databases/{database}/documents {',
  "    function isA() { return request.auth != null && request.auth.uid == 'a'; }",
  '    match /x/{id} {',
  '      allow get: if isA() || resource.data.open == true;',
  '      allow list: if request.auth != null;',
  '    }',
  '  }',
  '}',
].join('\n');

const at = (text: string, line: number) => {
  const start = source.indexOf(text);
  const column = start - source.lastIndexOf('\n', start);
  return { line, column, currentOffset: start, endOffset: start + text.length - 1 };
};

const report: CoverageReport = {
  rules: { files: [{ content: source }] },
  report: [
    {
      sourcePosition: at("request.auth != null && request.auth.uid == 'a'", 4),
      values: [{ value: { boolValue: false }, count: 2 }],
      children: [
        {
          sourcePosition: at('request.auth != null', 4),
          values: [{ value: { boolValue: false }, count: 2 }],
        },
        // Skipped by short-circuit every time: never evaluated.
        { sourcePosition: at("request.auth.uid == 'a'", 4), values: [{ value: {}, count: 2 }] },
      ],
    },
    {
      sourcePosition: at('isA() || resource.data.open == true', 6),
      values: [
        { value: { boolValue: true }, count: 1 },
        { value: { boolValue: false }, count: 1 },
      ],
      children: [
        {
          sourcePosition: at('resource.data.open == true', 6),
          values: [{ value: { undefined: { causeMessage: 'Null value error.' } }, count: 2 }],
        },
      ],
    },
    // The list rule never ran: the emulator lists it with no values at all.
    { sourcePosition: at('request.auth != null;', 7) },
  ],
};

describe('rule coverage report', () => {
  it('flattens every expression in source order with its text and tallies', () => {
    const expressions = expressionsOf(report);
    expect(expressions.map(({ text }) => text)).toEqual([
      "request.auth != null && request.auth.uid == 'a'",
      'request.auth != null',
      "request.auth.uid == 'a'",
      'isA() || resource.data.open == true',
      'resource.data.open == true',
      'request.auth != null;',
    ]);
    expect(expressions[3]).toMatchObject({ at: '6:21', values: 2, outcomes: [false, true] });
    expect(expressions[2]).toMatchObject({ values: 0, errors: 0, skipped: 2 });
  });

  it('finds the expressions that never ran, short-circuited ones included', () => {
    expect(neverEvaluated(report).map(({ text }) => text)).toEqual([
      "request.auth.uid == 'a'",
      'request.auth != null;',
    ]);
  });

  it('finds conditions seen only one way and expressions that only ever failed', () => {
    expect(oneSidedConditions(report).map(({ text }) => text)).toEqual([
      "request.auth != null && request.auth.uid == 'a'",
      'request.auth != null',
    ]);
    expect(onlyFailed(report).map(({ text }) => text)).toEqual(['resource.data.open == true']);
  });
});
