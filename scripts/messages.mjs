// The message catalogue (issue 23, ADR 0016). Every user-visible string of the app, the
// feature packages, core and the server is a catalogue message, named by its English text.
//
//   node scripts/messages.mjs            check (part of `pnpm test`)
//   node scripts/messages.mjs --write    rewrite apps/server/locales/en.json from the sources
//
// Messages are read from `trans('…')`, `transRich('…')`, `defineMessage('…')` and
// `<Trans message="…" />` (read by TypeScript's parser, so comments and other strings do not
// count). The check fails on:
// - a string literal shown to the user in packages/features and apps/web: JSX text, a
//   literal in a JSX child or in a prop that people read or hear (label, aria-label, title,
//   placeholder, description, …), or the first argument of a toast call;
// - a message used but missing from the English catalogue, or one left there unused;
// - a message that is not valid ICU, or a French line missing or with other placeholders.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const localesDir = join(root, 'apps/server/locales');
const write = process.argv.includes('--write');

/** Where messages are read from; `strict` ones must not show a literal either. */
const sources = [
  ...readdirSync(join(root, 'packages/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ dir: `packages/features/${entry.name}/src`, strict: true })),
  { dir: 'apps/web/src', strict: true },
  { dir: 'packages/core/src', strict: false },
  { dir: 'apps/server/src', strict: false },
];
const skipped = /(\.test\.tsx?|\.stories\.tsx?|\.d\.ts)$|\/(mocks|test|__snapshots__)\//;
const translators = new Set(['trans', 'transRich', 'defineMessage']);
const toastCalls = new Set(['positive', 'negative', 'info', 'neutral', 'danger', 'success']);
/** Props people read or hear; a literal there is a string left untranslated. */
const visibleProp =
  /^(message|aria-label|aria-description|aria-roledescription|alt|title|placeholder|label|description|heading|tooltip|errorMessage|emptyMessage|text)$|(Label|Title|Text|Message|Heading|Description|Placeholder)$/;

const used = new Map(); // message → first place it is used
const problems = [];
let fileCount = 0;
for (const { dir, strict } of sources) {
  for (const file of sourceFiles(join(root, dir))) {
    fileCount++;
    scan(file, strict);
  }
}

const english = Object.fromEntries([...used.keys()].sort().map((message) => [message, message]));
for (const message of Object.keys(english)) {
  try {
    parse(message);
  } catch (error) {
    problems.push(`${used.get(message)}: not valid ICU (${error.message}): ${message}`);
  }
}
if (write) {
  writeFileSync(join(localesDir, 'en.json'), `${JSON.stringify(english, null, 2)}\n`);
  console.log(`Messages: ${Object.keys(english).length} written to apps/server/locales/en.json.`);
} else {
  const catalogue = readJson('en.json');
  for (const message of Object.keys(english)) {
    if (!(message in catalogue)) {
      problems.push(
        `${used.get(message)}: "${message}" is not in the catalogue (node scripts/messages.mjs --write)`,
      );
    }
  }
  for (const message of Object.keys(catalogue)) {
    if (!(message in english)) {
      problems.push(`en.json: "${message}" is used nowhere (node scripts/messages.mjs --write)`);
    }
  }
}
for (const language of readdirSync(localesDir).filter((name) => name !== 'en.json')) {
  const lines = readJson(language);
  for (const message of Object.keys(english)) {
    const line = lines[message];
    if (typeof line !== 'string' || line === '') {
      problems.push(`${language}: no line for "${message}"`);
      continue;
    }
    let ours;
    try {
      ours = argumentsOf(parse(line));
    } catch (error) {
      problems.push(`${language}: not valid ICU (${error.message}): ${line}`);
      continue;
    }
    const theirs = argumentsOf(parse(message));
    if (ours.join() !== theirs.join()) {
      problems.push(
        `${language}: "${line}" has {${ours.join(', ')}} where "${message}" has {${theirs.join(', ')}}`,
      );
    }
  }
  for (const message of Object.keys(lines)) {
    if (!(message in english)) problems.push(`${language}: "${message}" is used nowhere`);
  }
}

if (problems.length > 0) {
  console.error(`Messages (${problems.length} problems):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Messages: ${Object.keys(english).length} messages in ${fileCount} files, all in the catalogue and translated; no literal shown untranslated.`,
);

function scan(file, strict) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const where = (node) =>
    `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const report = (node, what) => problems.push(`${where(node)}: ${what}`);
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      const first = node.arguments[0];
      if (translators.has(name) && first) {
        if (isLiteral(first)) note(first.text, node);
        else if (ts.isTemplateExpression(first) || ts.isBinaryExpression(first)) {
          report(node, `${name}() of a built string; use ICU placeholders`);
        }
      }
      if (strict && first && isLiteral(first) && isToastCall(node.expression)) {
        report(node, `toast with a literal: ${JSON.stringify(first.text)}; use trans()`);
      }
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source);
      const value = literalOf(node.initializer);
      const owner = node.parent.parent;
      if (name === 'message' && owner.tagName?.getText(source) === 'Trans') {
        if (value !== undefined) note(value, node);
      } else if (strict && value !== undefined && /\p{L}/u.test(value) && visibleProp.test(name)) {
        report(node, `${name}=${JSON.stringify(value)} is shown untranslated; use trans()`);
      }
    } else if (
      strict &&
      ts.isPropertyAssignment(node) &&
      isLiteral(node.initializer) &&
      /\p{L}/u.test(node.initializer.text) &&
      visibleProp.test(node.name.getText(source).replace(/^['"]|['"]$/g, ''))
    ) {
      report(node, `${node.name.getText(source)}: ${JSON.stringify(node.initializer.text)} is shown untranslated; use defineMessage()`);
    } else if (strict && ts.isJsxText(node) && /\p{L}/u.test(node.text)) {
      report(node, `JSX text ${JSON.stringify(node.text.trim())} is shown untranslated`);
    } else if (
      strict &&
      ts.isJsxExpression(node) &&
      node.expression &&
      isLiteral(node.expression) &&
      /\p{L}/u.test(node.expression.text) &&
      !ts.isJsxAttribute(node.parent)
    ) {
      report(node, `JSX child ${JSON.stringify(node.expression.text)} is shown untranslated`);
    }
    ts.forEachChild(node, visit);
  };
  const note = (message, node) => {
    if (!used.has(message)) used.set(message, where(node));
  };
  visit(source);
}

function isToastCall(callee) {
  if (ts.isIdentifier(callee)) return callee.text === 'toast';
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'toast' &&
    toastCalls.has(callee.name.text)
  );
}

function calleeName(callee) {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

function isLiteral(node) {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
}

function literalOf(initializer) {
  if (!initializer) return undefined;
  if (ts.isStringLiteral(initializer)) return initializer.text;
  if (ts.isJsxExpression(initializer) && initializer.expression && isLiteral(initializer.expression)) {
    return initializer.expression.text;
  }
  return undefined;
}

/** The argument names of a parsed ICU message, sorted, nested ones included. */
function argumentsOf(elements, names = new Set()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      names.add(`<${element.value}>`);
      argumentsOf(element.children, names);
      continue;
    }
    names.add(element.value);
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, names);
  }
  return [...names].sort();
}

function readJson(name) {
  return JSON.parse(readFileSync(join(localesDir, name), 'utf8'));
}

function scriptKind(file) {
  return file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !skipped.test(`${path}/`)) yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name) && !skipped.test(path)) {
      yield path;
    }
  }
}
