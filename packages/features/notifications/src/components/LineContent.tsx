import { createElement, type ReactNode } from 'react';

const KEPT = new Set(['strong', 'b', 'em', 'i']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const children = [...node.childNodes].map(toReact);
  const tag = (node as Element).tagName.toLowerCase();
  // Only emphasis survives; any other markup is reduced to its text, so no line can inject
  // links, scripts or handlers even if a producer forgot to escape.
  return KEPT.has(tag) ? createElement(tag, { key }, ...children) : children;
}

/** A notification line's HTML text (spec §3) rendered as React: emphasis kept, the rest as text. */
export function LineContent({ html }: { html: string }) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return <>{[...doc.body.childNodes].map(toReact)}</>;
}
