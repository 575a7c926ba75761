import { CUSTOM_CODE_ELEMENT_ID } from '@coffer/contract/constants';

/** Which child of `#be-custom-code` holds the CSS; the rest of it is the HTML. */
const CSS_MARK = 'data-custom-css';

/** The page's custom code element (the server writes it; made when a page lacks it). */
export function customCodeElement(doc: Document = document): HTMLElement {
  const existing = doc.getElementById(CUSTOM_CODE_ELEMENT_ID);
  if (existing) return existing;
  const element = doc.createElement('div');
  element.id = CUSTOM_CODE_ELEMENT_ID;
  doc.body.append(element);
  return element;
}

/**
 * The page's Content-Security-Policy nonce, as the server gave it to `#be-custom-code`
 * (browsers hide the attribute once parsed; the property keeps it).
 */
export function pageNonce(element: HTMLElement): string {
  return element.nonce || element.getAttribute('nonce') || '';
}

/**
 * Replaces the custom CSS (`css`) or the custom HTML (`html`) in `#be-custom-code`, as the
 * server writes them: the CSS in a style element first, the HTML after it. The HTML's scripts
 * are made anew with the page's nonce, so they run as on a saved page.
 */
export function setCustomCode(mode: 'css' | 'html', value: string, doc: Document = document) {
  const element = customCodeElement(doc);
  const nonce = pageNonce(element);
  const style = element.querySelector<HTMLStyleElement>(`:scope > style[${CSS_MARK}]`);
  if (mode === 'css') {
    if (!value.trim()) {
      style?.remove();
      return;
    }
    const next = style ?? doc.createElement('style');
    next.setAttribute(CSS_MARK, '');
    if (nonce) next.nonce = nonce;
    next.textContent = value;
    if (!style) element.prepend(next);
    return;
  }
  for (const child of [...element.childNodes]) {
    if (child !== style) child.remove();
  }
  if (!value.trim()) return;
  const fragment = doc.createRange().createContextualFragment(value);
  for (const old of fragment.querySelectorAll('script')) {
    const script = doc.createElement('script');
    for (const { name, value: attribute } of old.attributes) script.setAttribute(name, attribute);
    if (nonce) script.nonce = nonce;
    script.textContent = old.textContent;
    old.replaceWith(script);
  }
  element.append(fragment);
}
