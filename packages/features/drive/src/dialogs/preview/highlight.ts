import type { LanguageFn } from 'highlight.js';
import { createElement, Fragment, type ReactNode } from 'react';

/**
 * Syntax highlighting for the text previewer, loaded with the first code file: lowlight
 * (highlight.js grammars producing a tree, rendered as React elements, so file contents
 * never pass through innerHTML), and only the grammar that file needs.
 */

type Grammar = () => Promise<{ default: LanguageFn }>;

// One chunk per grammar: a preview downloads the one it shows.
const grammars: Record<string, Grammar> = {
  bash: () => import('highlight.js/lib/languages/bash'),
  cpp: () => import('highlight.js/lib/languages/cpp'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  css: () => import('highlight.js/lib/languages/css'),
  diff: () => import('highlight.js/lib/languages/diff'),
  go: () => import('highlight.js/lib/languages/go'),
  ini: () => import('highlight.js/lib/languages/ini'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  php: () => import('highlight.js/lib/languages/php'),
  python: () => import('highlight.js/lib/languages/python'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  rust: () => import('highlight.js/lib/languages/rust'),
  scss: () => import('highlight.js/lib/languages/scss'),
  sql: () => import('highlight.js/lib/languages/sql'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
};

const byExtension: Record<string, keyof typeof grammars> = {
  sh: 'bash',
  bash: 'bash',
  zsh: 'bash',
  c: 'cpp',
  h: 'cpp',
  cpp: 'cpp',
  cc: 'cpp',
  hpp: 'cpp',
  cs: 'csharp',
  css: 'css',
  diff: 'diff',
  patch: 'diff',
  go: 'go',
  ini: 'ini',
  cfg: 'ini',
  conf: 'ini',
  toml: 'ini',
  env: 'ini',
  java: 'java',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  json: 'json',
  md: 'markdown',
  markdown: 'markdown',
  php: 'php',
  py: 'python',
  rb: 'ruby',
  rs: 'rust',
  scss: 'scss',
  sql: 'sql',
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  xml: 'xml',
  html: 'xml',
  htm: 'xml',
  svg: 'xml',
  vue: 'xml',
  svelte: 'xml',
  yaml: 'yaml',
  yml: 'yaml',
};

/** The grammar for a file extension, or null for plain text (no highlighter is loaded). */
export function languageOf(extension: string | null | undefined): string | null {
  const ext = (extension ?? '').toLowerCase();
  return Object.hasOwn(byExtension, ext) ? (byExtension[ext] ?? null) : null;
}

/** Turns source text into highlighted React nodes. */
export type Highlighter = (text: string) => ReactNode;

type Lowlight = ReturnType<typeof import('lowlight').createLowlight>;
let lowlight: Promise<Lowlight> | null = null;
const registered = new Set<string>();

/** Loads lowlight and the language's grammar; resolves to a highlighter for it. */
export async function loadHighlighter(language: string): Promise<Highlighter> {
  const grammar = grammars[language];
  if (!grammar) throw new Error(`No grammar for ${language}`);
  lowlight ??= import('lowlight').then(({ createLowlight }) => createLowlight());
  const [instance, { default: fn }] = await Promise.all([lowlight, grammar()]);
  if (!registered.has(language)) {
    instance.register(language, fn);
    registered.add(language);
  }
  return (text) => toReact(instance.highlight(language, text).children);
}

/** The parts of a hast tree lowlight produces: spans with classes, and text. */
interface HastNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: { className?: unknown };
  children?: HastNode[];
}

function toReact(nodes: readonly HastNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.value ?? '';
    if (node.type !== 'element') return null;
    const className = node.properties?.className;
    const children = toReact(node.children ?? []);
    // lowlight only makes spans; anything else keeps its text without markup.
    if (node.tagName !== 'span') return createElement(Fragment, { key: index }, ...children);
    return createElement(
      'span',
      { key: index, className: Array.isArray(className) ? className.join(' ') : undefined },
      ...children,
    );
  });
}
