import { DOMParser, type Element, onErrorStopParsing, XMLSerializer } from '@xmldom/xmldom';

/**
 * WebDAV's XML (RFC 4918 §14): request bodies read with a namespace-aware parser, answers
 * written as text. A property is named by its namespace and local name; a client may use
 * any prefix for them.
 */

export const DAV_NS = 'DAV:';

/** A property name: namespace ('' for none) and local name. */
export interface PropName {
  ns: string;
  name: string;
}

export const propKey = (p: PropName) => `${p.ns}\u0000${p.name}`;

/** A body that is not well-formed XML, or not what the method expects: 400. */
export class BadXml extends Error {}

/** Parses a request body; every parser error, and a prefix bound to no namespace, is `BadXml`. */
export function parseXml(text: string): Element {
  let root: Element | null;
  try {
    root = new DOMParser({ onError: onErrorStopParsing }).parseFromString(
      text,
      'text/xml',
    ).documentElement;
  } catch (error) {
    throw new BadXml(error instanceof Error ? error.message : String(error));
  }
  if (!root) throw new BadXml('No document element');
  assertNamespaces(root);
  return root;
}

function assertNamespaces(element: Element): void {
  if (element.prefix && !element.namespaceURI) throw new BadXml(`Unbound prefix ${element.prefix}`);
  for (const child of elements(element)) assertNamespaces(child);
}

/** The element children of a node. */
export function elements(node: Element): Element[] {
  const found: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 1) found.push(child as Element);
  }
  return found;
}

export const isDav = (element: Element, name: string) =>
  element.namespaceURI === DAV_NS && element.localName === name;

export const nameOf = (element: Element): PropName => ({
  ns: element.namespaceURI ?? '',
  name: element.localName ?? element.nodeName,
});

/** A dead property's value as stored: the XML inside its element (namespaces declared). */
export function innerXml(element: Element): string {
  const serializer = new XMLSerializer();
  let xml = '';
  for (let child = element.firstChild; child; child = child.nextSibling) {
    xml += serializer.serializeToString(child);
  }
  return xml;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** `<D:name>` for DAV: properties, else the element with its own namespace declared. */
export function propElement(prop: PropName, content: string | null): string {
  const open =
    prop.ns === DAV_NS
      ? `D:${prop.name}`
      : prop.ns === ''
        ? `${prop.name} xmlns=""`
        : `X:${prop.name} xmlns:X="${escapeXml(prop.ns)}"`;
  const close =
    prop.ns === DAV_NS ? `D:${prop.name}` : prop.ns === '' ? prop.name : `X:${prop.name}`;
  return content === null || content === '' ? `<${open}/>` : `<${open}>${content}</${close}>`;
}

export const XML_HEAD = '<?xml version="1.0" encoding="utf-8"?>\n';

/** `<D:error>` body of a failed precondition (RFC 4918 §16). */
export function errorBody(condition: string, content = ''): string {
  const element = content ? `<D:${condition}>${content}</D:${condition}>` : `<D:${condition}/>`;
  return `${XML_HEAD}<D:error xmlns:D="DAV:">${element}</D:error>`;
}

/** One `<D:propstat>` block. */
export function propstat(status: number, props: string): string {
  return `<D:propstat><D:prop>${props}</D:prop><D:status>HTTP/1.1 ${status} ${statusText(status)}</D:status></D:propstat>`;
}

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? 'Unknown';
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  423: 'Locked',
  424: 'Failed Dependency',
  507: 'Insufficient Storage',
};
