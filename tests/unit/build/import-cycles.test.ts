// @vitest-environment node
/**
 * No module of src imports itself back through others: a cycle makes the order modules run in depend on
 * which one is imported first (a value read before its module ran is undefined), and it is how a layer
 * comes to lean on the one above it. Type imports leave the build, and a dynamic import() runs after
 * every static one: neither can close a cycle that matters, so neither counts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');
const SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const sourceFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => join(SRC, file));

/** The file a specifier names, when it is one of src's modules (packages, styles and JSON are not). */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : undefined;
  if (base === undefined) return undefined;
  return SUFFIXES.map((suffix) => base + suffix).find((path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile());
}

/** Whether an import brings only types: `import type`, or named imports each marked `type`. */
function onlyTypes(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

/** The specifiers of a file's static imports and re-exports that carry values. */
function staticSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !onlyTypes(statement.importClause) && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    }
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

const graph = new Map(
  sourceFiles.map((file) => [file, [...new Set(staticSpecifiers(file).flatMap((specifier) => resolveSpecifier(file, specifier) ?? []))]]),
);

/** Tarjan's strongly connected components of more than one module, or of one that imports itself. */
function cycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edges.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

const DEMO = join(SRC, 'mocks') + sep;
/**
 * The demo marketplace is a program of its own, started whole (src/main.tsx's one import(), the mock
 * server): a cycle among its own modules is its business; one that reaches out of it counts.
 */
const outsideDemo = (found: readonly string[][]) => found.filter((component) => !component.every((file) => file.startsWith(DEMO)));

/** A cycle as its files, each with the files of the cycle it imports. */
const described = (component: readonly string[]) =>
  component.map((file) => `${relative(SRC, file)} → ${graph.get(file)!.filter((next) => component.includes(next)).map((next) => relative(SRC, next)).join(', ')}`).join('\n');

describe('import cycles', () => {
  it('reads the modules of src and their imports', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    expect(graph.get(join(SRC, 'main.tsx'))!.length).toBeGreaterThan(0);
  });

  it('tells a cycle, and a module importing itself, from a module that only imports one', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['a']],
      ['c', ['c']],
      ['d', ['a', 'e']],
      ['e', []],
    ]);
    expect(cycles(edges)).toEqual([['a', 'b'], ['c']]);
  });

  it('lets a cycle lie wholly inside the demo marketplace, and no other', () => {
    const inDemo = [join(SRC, 'mocks/db/a.ts'), join(SRC, 'mocks/handlers/b.ts')];
    const intoDemo = [join(SRC, 'api/client.ts'), join(SRC, 'mocks/db/a.ts')];
    const namedLikeIt = [join(SRC, 'mocks-db/a.ts'), join(SRC, 'pages/mocks/b.ts')];
    expect(outsideDemo([inDemo, intoDemo, namedLikeIt])).toEqual([intoDemo, namedLikeIt]);
  });

  it('finds none among the static imports of src, but inside the demo marketplace', () => {
    expect(outsideDemo(cycles(graph)).map(described)).toEqual([]);
  });
});
