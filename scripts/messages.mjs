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
  { dir: 'packages/core/src', strict: true },
  { dir: 'apps/server/src', strict: false },
  // The contract's validation messages, which the server answers and forms show.
  { dir: 'packages/contract/src', strict: false, zod: true },
];
const skipped =
  /(\.test\.tsx?|\.stories\.tsx?|\.d\.ts|fixtures\.tsx?|test-render\.tsx?)$|\/(mocks|test|testing|fixtures|__snapshots__)\//;
const translators = new Set(['trans', 'transRich', 'defineMessage']);
const toastCalls = new Set(['positive', 'negative', 'info', 'neutral', 'danger', 'success']);
/** Props people read or hear; a literal there is a string left untranslated. */
const visibleProp =
  /^(message|aria-label|aria-description|aria-roledescription|alt|title|placeholder|label|description|heading|tooltip|errorMessage|emptyMessage|text)$|(Label|Title|Text|Message|Heading|Description|Placeholder)$/;

/** zod checks whose last argument may be the message shown when they fail. */
const zodChecks = new Set([
  'min',
  'max',
  'length',
  'regex',
  'email',
  'url',
  'refine',
  'superRefine',
  'nonempty',
  'int',
  'positive',
  'nonnegative',
  'gte',
  'lte',
  'gt',
  'lt',
  'startsWith',
  'endsWith',
  'includes',
  'uuid',
  'datetime',
  'trim',
  'string',
  'number',
  'literal',
  'enum',
  'array',
  'object',
  'boolean',
  'check',
]);

const used = new Map(); // message → first place it is used
const problems = [];
let fileCount = 0;
for (const { dir, strict, zod } of sources) {
  const files = [...sourceFiles(join(root, dir))];
  fileCount += files.length;
  if (zod) scanContract(files);
  else for (const file of files) scan(file, strict);
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

/**
 * The contract's messages as the server sends them: zod messages (the last argument of a
 * check, an `error` or `message` property) and the values of `*_MESSAGE(S)` constants. Many
 * are built (`The ${field} field is required.`), so each is evaluated: constants of the
 * contract, and the arguments of the contract's own helper functions where they are called
 * (`required('name')`), fill them in. A message that cannot be evaluated is reported.
 */
function scanContract(files) {
  const sources = files.map((file) => {
    const text = readFileSync(file, 'utf8');
    return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  });
  const constants = new Map();
  const functions = new Map();
  for (const source of sources) {
    const visit = (node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        let init = node.initializer;
        while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
        if (ts.isArrayLiteralExpression(init) && init.elements.every(isLiteral)) {
          constants.set(
            node.name.text,
            init.elements.map((element) => element.text),
          );
        }
        if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)) {
          constants.set(node.name.text, init.text);
        } else if (ts.isNumericLiteral(init)) constants.set(node.name.text, init.text);
        else if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) {
          functions.set(node.name.text, init);
        }
      } else if (ts.isFunctionDeclaration(node) && node.name && node.body) {
        functions.set(node.name.text, node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const evaluate = (node, env) => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return node.text;
    if (ts.isParenthesizedExpression(node)) return evaluate(node.expression, env);
    if (ts.isIdentifier(node))
      return env.has(node.text) ? env.get(node.text) : constants.get(node.text);
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'join'
    ) {
      const list = evaluate(node.expression.expression, env);
      const separator = node.arguments[0] ? evaluate(node.arguments[0], env) : ',';
      return Array.isArray(list) && separator !== undefined ? list.join(separator) : undefined;
    }
    if (ts.isTemplateExpression(node)) {
      let text = node.head.text;
      for (const span of node.templateSpans) {
        const value = evaluate(span.expression, env);
        if (value === undefined) return undefined;
        text += value + span.literal.text;
      }
      return text;
    }
    return undefined;
  };
  const isMessageNode = (node) =>
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node);
  const depth = [];
  const walk = (node, env, source, inFunction) => {
    const where = () =>
      `${relative(root, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const take = (message) => {
      if (!isMessageNode(message)) return;
      const text = evaluate(message, env);
      if (text !== undefined) {
        if (!used.has(text)) used.set(text, where());
      } else if (!inFunction) {
        problems.push(`${where()}: a message the check cannot work out; build it from constants`);
      }
    };
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      const last = node.arguments.at(-1);
      if (node.arguments.length > 1 && last && zodChecks.has(name)) take(last);
      const helper = ts.isIdentifier(node.expression) ? functions.get(name) : undefined;
      if (helper && depth.length < 5 && !depth.includes(helper)) {
        const inner = new Map(env);
        helper.parameters.forEach((parameter, index) => {
          const value = node.arguments[index]
            ? evaluate(node.arguments[index], env)
            : evaluate(parameter.initializer, env);
          if (ts.isIdentifier(parameter.name)) inner.set(parameter.name.text, value);
        });
        depth.push(helper);
        walk(helper.body, inner, helper.getSourceFile(), inFunction);
        depth.pop();
      }
    } else if (
      ts.isPropertyAssignment(node) &&
      /^(message|error)$/.test(node.name.getText(source))
    ) {
      take(node.initializer);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /_MESSAGES?$/.test(node.name.text) &&
      node.initializer
    ) {
      if (isMessageNode(node.initializer)) take(node.initializer);
      else if (ts.isObjectLiteralExpression(node.initializer)) {
        for (const property of node.initializer.properties) {
          if (ts.isPropertyAssignment(property)) take(property.initializer);
        }
      }
    }
    const entersFunction =
      ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node);
    ts.forEachChild(node, (child) => walk(child, env, source, inFunction || entersFunction));
  };
  for (const source of sources) walk(source, new Map(), source, false);
}

function scan(file, strict) {
  const server = file.includes('/apps/server/src/');
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
    } else if (ts.isNewExpression(node) && node.expression.getText(source) === 'HttpProblem') {
      // The server's errors: `new HttpProblem(status, message, errors?, values?)`.
      const message = node.arguments?.[1];
      if (message && isLiteral(message)) note(message.text, node);
      else if (message && (ts.isTemplateExpression(message) || ts.isBinaryExpression(message))) {
        report(node, 'HttpProblem of a built string; use ICU placeholders and its values');
      }
    } else if (
      server &&
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'message' &&
      isLiteral(node.initializer)
    ) {
      // An answer's message, which the server translates as it sends it.
      note(node.initializer.text, node);
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
      report(
        node,
        `${node.name.getText(source)}: ${JSON.stringify(node.initializer.text)} is shown untranslated; use defineMessage()`,
      );
    } else if (strict && ts.isJsxText(node) && /\p{L}/u.test(node.text)) {
      report(node, `JSX text ${JSON.stringify(node.text.trim())} is shown untranslated`);
    } else if (strict && ts.isJsxExpression(node) && node.expression) {
      // A literal child, or one a condition picks (`{open ? 'Hide' : 'Show'}`, `{a || 'None'}`);
      // in a visible prop too (`label={open ? 'Hide' : 'Show'}`).
      const attribute = ts.isJsxAttribute(node.parent) ? node.parent.name.getText(source) : null;
      if (attribute === null || visibleProp.test(attribute)) {
        for (const text of shownLiterals(node.expression, attribute !== null)) {
          report(node, `${attribute ?? 'JSX child'} ${JSON.stringify(text)} is shown untranslated`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  const note = (message, node) => {
    if (!used.has(message)) used.set(message, where(node));
  };
  visit(source);
}

/** Literals with words an expression evaluates to; a bare literal in a prop is reported apart. */
function shownLiterals(expression, inProp) {
  if (isLiteral(expression))
    return !inProp && /\p{L}/u.test(expression.text) ? [expression.text] : [];
  if (ts.isParenthesizedExpression(expression)) return shownLiterals(expression.expression, false);
  if (ts.isConditionalExpression(expression)) {
    return [
      ...shownLiterals(expression.whenTrue, false),
      ...shownLiterals(expression.whenFalse, false),
    ];
  }
  if (
    ts.isBinaryExpression(expression) &&
    [
      ts.SyntaxKind.AmpersandAmpersandToken,
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
    ].includes(expression.operatorToken.kind)
  ) {
    return shownLiterals(expression.right, false);
  }
  return [];
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
  if (
    ts.isJsxExpression(initializer) &&
    initializer.expression &&
    isLiteral(initializer.expression)
  ) {
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
