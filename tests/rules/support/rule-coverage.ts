// The Firestore emulator's rule coverage report (GET .../projects/<id>:ruleCoverage), as it
// really comes back: the rules source, then a tree of expressions. Each node has its source
// span (endOffset inclusive) and the values it evaluated to with counts. A value is a typed
// Firestore value ({ boolValue: true }, { mapValue: ... }); { undefined: {...} } is an
// evaluation error; {} means the expression was skipped by short-circuit. A node with no
// values at all never ran.

export interface CoverageValue {
  value: Record<string, unknown>;
  count: number;
}

export interface CoverageNode {
  sourcePosition: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: CoverageValue[];
  children?: CoverageNode[];
}

export interface CoverageReport {
  rules: { files: { content: string }[] };
  report: CoverageNode[];
}

export interface ExpressionCoverage {
  /** Where it is, as "line:column". */
  at: string;
  /** The expression's source text. */
  text: string;
  /** Times it produced a value. */
  values: number;
  /** Times it failed with an evaluation error (e.g. a field of a null auth). */
  errors: number;
  /** Times it was skipped because an earlier operand already decided the result. */
  skipped: number;
  /** The booleans it produced (an expression that is a condition). */
  outcomes: boolean[];
}

function summarize(node: CoverageNode, source: string): ExpressionCoverage {
  const { line, column, currentOffset, endOffset } = node.sourcePosition;
  const tally = { values: 0, errors: 0, skipped: 0 };
  const outcomes = new Set<boolean>();
  for (const { value, count } of node.values ?? []) {
    if ('undefined' in value) tally.errors += count;
    else if (Object.keys(value).length === 0) tally.skipped += count;
    else {
      tally.values += count;
      if (typeof value.boolValue === 'boolean') outcomes.add(value.boolValue);
    }
  }
  return {
    at: `${line}:${column}`,
    text: source.slice(currentOffset, endOffset + 1).replace(/\s+/g, ' '),
    ...tally,
    outcomes: [...outcomes].sort(),
  };
}

/** Every expression of the rules, in source order, with how it was evaluated. */
export function expressionsOf(coverage: CoverageReport): ExpressionCoverage[] {
  const source = coverage.rules.files[0]?.content ?? '';
  const nodes: CoverageNode[] = [];
  const visit = (node: CoverageNode) => {
    nodes.push(node);
    node.children?.forEach(visit);
  };
  coverage.report.forEach(visit);
  return nodes
    .sort((a, b) => a.sourcePosition.currentOffset - b.sourcePosition.currentOffset)
    .map((node) => summarize(node, source));
}

/** The expressions that never ran: no value and no error, at most skipped by short-circuit. */
export function neverEvaluated(coverage: CoverageReport): ExpressionCoverage[] {
  return expressionsOf(coverage).filter(({ values, errors }) => values + errors === 0);
}

/** Conditions that always came out the same way: the other outcome is never tested. */
export function oneSidedConditions(coverage: CoverageReport): ExpressionCoverage[] {
  return expressionsOf(coverage).filter(({ outcomes }) => outcomes.length === 1);
}

/** Expressions that ran but never produced a value, only errors. */
export function onlyFailed(coverage: CoverageReport): ExpressionCoverage[] {
  return expressionsOf(coverage).filter(({ values, errors }) => values === 0 && errors > 0);
}
