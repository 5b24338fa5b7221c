#!/usr/bin/env node
// The import boundaries of src (docs/decisions/0015), run by `npm run lint` after Biome:
//   shared-stays-shared  src/shared imports nothing from src/web or src/server.
//   web-server-apart     src/web never imports src/server, nor src/server src/web.
//   common-code          src/web/components, src/web/lib, src/server/lib and src/server/db
//                        serve every feature: they import no feature and not the app.
//   feature-entry        a feature is used through its index.ts; only the app (src/web/app,
//                        src/server/app.ts) may import a feature's other files, to register
//                        its routes and pages.
//   own-entry            inside a feature, files import each other directly, not through
//                        the feature's own index.ts (which imports them back).
//   feature-cycle        features do not import each other in a circle.
// Every import counts: static, type-only, re-exports and import().
// Usage: node scripts/check-boundaries.mjs [root]   (root defaults to the working directory)
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts)$/;

/** The posix path of every source file under `dir`, relative to `root`. */
function sourceFiles(root, dir) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (SOURCE.test(entry.name)) {
        files.push(relative(root, path).split(sep).join('/'));
      }
    }
  };
  walk(join(root, dir));
  return files.sort();
}

/** Every module a file names, with its line: imports, re-exports, import() and import types. */
function importsOf(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const add = (literal) => {
    if (!literal || !ts.isStringLiteralLike(literal)) return;
    const line = source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1;
    found.push({ specifier: literal.text, line });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node.moduleReference.expression);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Where a path lies: its side (shared, web, server, or null outside src), its feature and
 * whether it names the feature's entry (`features/<name>` or `features/<name>/index`).
 */
function placeOf(path) {
  const bare = path.replace(/\.(js|jsx|mjs|cjs|ts|tsx|mts|cts)$/, '');
  const side = bare.match(/^src\/(shared|web|server)(?:\/|$)/)?.[1] ?? null;
  const feature = bare.match(/^src\/(web|server)\/features\/([^/]+)(?:\/(.*))?$/);
  return {
    side,
    feature: feature ? `${feature[1]}/${feature[2]}` : null,
    featureName: feature?.[2] ?? null,
    isEntry: feature ? feature[3] === undefined || feature[3] === 'index' : false,
    isApp: /^src\/web\/app\//.test(bare) || bare === 'src/server/app',
    isCommon: /^src\/(web\/(components|lib)|server\/(lib|db))\//.test(bare),
  };
}

/** Strongly connected groups of more than one feature (Tarjan), each in a stable order. */
function circles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const connect = (node) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of [...(edges.get(node)?.keys() ?? [])].sort()) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) connect(node);
  return groups;
}

/** The boundary crossings under `root`/src, each { file, line, rule, message }. */
export function checkBoundaries(root) {
  const problems = [];
  /** feature -> (imported feature -> the first import that shows it) */
  const edges = new Map();
  for (const file of sourceFiles(root, 'src')) {
    const from = placeOf(file);
    for (const { specifier, line } of importsOf(file, readFileSync(join(root, file), 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = posix.normalize(posix.join(posix.dirname(file), specifier));
      const to = placeOf(target);
      const report = (rule, message) =>
        problems.push({ file, line, rule, message: `${message} (imports '${specifier}')` });
      if (to.side === null || from.side === null) continue;
      if (from.side === 'shared' && to.side !== 'shared') {
        report('shared-stays-shared', `src/shared must not import src/${to.side}: both sides use it`);
        continue;
      }
      if ((from.side === 'web' && to.side === 'server') || (from.side === 'server' && to.side === 'web')) {
        report(
          'web-server-apart',
          `src/${from.side} must not import src/${to.side}; put what both need in src/shared`,
        );
        continue;
      }
      if (!to.feature) continue;
      if (from.isCommon) {
        report(
          'common-code',
          `${posix.dirname(file)} serves every feature and must not import the feature '${to.featureName}'`,
        );
        continue;
      }
      if (from.feature === to.feature) {
        if (to.isEntry) {
          report(
            'own-entry',
            `inside '${to.featureName}', import the file itself, not the feature's index.ts`,
          );
        }
        continue;
      }
      if (from.feature) {
        if (!edges.has(from.feature)) edges.set(from.feature, new Map());
        const seen = edges.get(from.feature);
        if (!seen.has(to.feature)) seen.set(to.feature, { file, line });
      }
      if (!to.isEntry && !from.isApp) {
        report(
          'feature-entry',
          `'${target}' is inside the feature '${to.featureName}'; import it from features/${to.featureName}/index.ts` +
            ` (export it there if other features need it)`,
        );
      }
    }
  }
  for (const group of circles(edges)) {
    const first = edges.get(group[0]);
    const via = group
      .flatMap((feature) =>
        group
          .filter((other) => edges.get(feature)?.has(other))
          .map((other) => {
            const at = edges.get(feature).get(other);
            return `${feature} -> ${other} at ${at.file}:${at.line}`;
          }),
      )
      .join('; ');
    const at = first.get(group.find((other) => first.has(other)));
    problems.push({
      file: at.file,
      line: at.line,
      rule: 'feature-cycle',
      message: `the features ${group.join(', ')} import each other in a circle (${via}); one of them must not know the other`,
    });
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** A problem as lint prints it: 'file:line  rule: message'. */
export const describeProblem = (problem) =>
  `${problem.file}:${problem.line}  ${problem.rule}: ${problem.message}`;

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  const root = resolve(process.argv[2] ?? '.');
  const problems = checkBoundaries(root);
  for (const problem of problems) {
    console.error(describeProblem(problem));
  }
  if (problems.length > 0) {
    console.error(
      `check-boundaries: ${problems.length} import(s) cross a boundary (rules: docs/decisions/0015-import-boundaries.md).`,
    );
    process.exit(1);
  }
  console.log(
    `check-boundaries: ${relative(process.cwd(), join(root, 'src')) || 'src'} keeps its boundaries.`,
  );
}
