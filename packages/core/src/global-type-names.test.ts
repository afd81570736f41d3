import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The global types of the libs packages/core compiles against (its tsconfig's `lib`). */
function globalTypeNames(): Set<string> {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const empty = path.join(root, 'src', '__empty__.ts');
  const host = ts.createCompilerHost({});
  const readSource = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) =>
    name === empty ? ts.createSourceFile(name, 'export {};', version) : readSource(name, version);
  const program = ts.createProgram([empty], { lib: config?.options.lib, types: [] }, host);
  const scope = program
    .getTypeChecker()
    .getSymbolsInScope(program.getSourceFile(empty)!, ts.SymbolFlags.Type);
  return new Set(scope.map((symbol) => symbol.name));
}

/** Every type-space name a source file declares or imports: `name` at `file:line`. */
function declaredTypeNames(file: string): { name: string; at: string }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const names: { name: string; at: string }[] = [];
  const visit = (node: ts.Node) => {
    const name =
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isClassDeclaration(node) ||
      ts.isEnumDeclaration(node) ||
      ts.isTypeParameterDeclaration(node) ||
      ts.isImportSpecifier(node) ||
      ts.isImportClause(node)
        ? node.name
        : undefined;
    if (name) {
      const line = source.getLineAndCharacterOfPosition(name.getStart()).line + 1;
      names.push({ name: name.text, at: `${path.relative(root, file)}:${line}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

describe('type names in packages/core', () => {
  it("shadow none of TypeScript's global types (a local `Pick` hides the real one)", () => {
    const globals = globalTypeNames();
    // Sanity: the lib was loaded, so an empty answer below means something.
    expect(globals.has('Pick')).toBe(true);
    expect(globals.has('Promise')).toBe(true);
    const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.join(root, 'src', file));
    expect(files.length).toBeGreaterThan(20);
    const shadows = files
      .flatMap(declaredTypeNames)
      .filter(({ name }) => globals.has(name))
      .map(({ name, at }) => `${name} at ${at}`);
    expect(shadows).toEqual([]);
  });
});
