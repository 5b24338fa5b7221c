#!/usr/bin/env node
// Comments in src say the rule or point at a heading of docs/product.md (or a record in
// docs/decisions); they never cite documents that are not in the repository: SPEC,
// DESIGN.md, DECISIONS, ARCHITECTURE.md or a decision number such as D13. Run by
// `npm run lint` after Biome. Checked: TypeScript comments (JSX ones included), SQL
// comments in sql`...` templates, the titles of describe/it/test, and CSS and HTML
// comments. Other strings are not checked: product texts may say anything.
// Usage: node scripts/check-comments.mjs [root]   (root defaults to the working directory)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const CHECKED = /\.(ts|tsx|mts|cts|js|mjs|css|html)$/;
const SCRIPT = /\.(ts|tsx|mts|cts|js|mjs)$/;

/** What an outside document looks like when a comment cites it. */
export const OUTSIDE_CITATION = /\bSPEC\b|\bDESIGN\.md\b|\bDECISIONS\b|\bARCHITECTURE\.md\b|\bD\d{1,2}\b/;

/** The posix path of every checked file under `dir`, relative to `root`. */
function checkedFiles(root, dir) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (CHECKED.test(entry.name)) {
        files.push(relative(root, path).split(sep).join('/'));
      }
    }
  };
  walk(join(root, dir));
  return files.sort();
}

/** A test title: the first argument of describe, it or test (also `.each(...)`, `.skip` and the like). */
const TEST_CALL = /^(describe|it|test)\b/;

/**
 * Every comment of a script, as { start, text }: leading and trailing trivia of every token,
 * and the titles of its tests.
 */
function scriptComments(fileName, text) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map();
  const collect = (ranges) => {
    for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    // SQL comments inside a sql`...` template: the template's text is not trivia.
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'sql') {
      const template = node.template;
      const start = template.getStart(source);
      for (const match of template.getText(source).matchAll(/--[^\n]*/g)) {
        found.set(start + match.index, match[0]);
      }
    }
    const title = ts.isCallExpression(node) ? node.arguments[0] : undefined;
    if (title && ts.isStringLiteralLike(title) && TEST_CALL.test(node.expression.getText(source))) {
      found.set(title.getStart(source), title.getText(source));
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found].map(([start, comment]) => ({ start, text: comment }));
}

/** Every comment of a style sheet or page. */
function markupComments(text, pattern) {
  return [...text.matchAll(pattern)].map((match) => ({ start: match.index, text: match[0] }));
}

/** The comments under `root`/src that cite an outside document, each { file, line, citation, comment }. */
export function checkComments(root) {
  const problems = [];
  for (const file of checkedFiles(root, 'src')) {
    const text = readFileSync(join(root, file), 'utf8');
    if (!OUTSIDE_CITATION.test(text)) continue; // most files: nothing to parse
    const comments = SCRIPT.test(file)
      ? scriptComments(file, text)
      : markupComments(text, file.endsWith('.css') ? /\/\*[\s\S]*?\*\//g : /<!--[\s\S]*?-->/g);
    for (const comment of comments) {
      const lines = comment.text.split('\n');
      lines.forEach((content, index) => {
        const citation = content.match(OUTSIDE_CITATION)?.[0];
        if (!citation) return;
        const line = text.slice(0, comment.start).split('\n').length + index;
        problems.push({ file, line, citation, comment: content.trim() });
      });
    }
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** A problem as lint prints it: 'file:line  cites X: the comment line'. */
export const describeCitation = (problem) =>
  `${problem.file}:${problem.line}  cites ${problem.citation}: ${problem.comment}`;

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  const root = resolve(process.argv[2] ?? '.');
  const problems = checkComments(root);
  for (const problem of problems) console.error(describeCitation(problem));
  if (problems.length > 0) {
    console.error(
      `check-comments: ${problems.length} comment line(s) cite a document outside the repository;` +
        ' state the rule or point at a heading of docs/product.md (e.g. "docs/product.md, Sign-in limits").',
    );
    process.exit(1);
  }
  console.log(
    `check-comments: ${relative(process.cwd(), join(root, 'src')) || 'src'} cites only the repository.`,
  );
}
