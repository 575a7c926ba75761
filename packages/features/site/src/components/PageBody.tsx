import { useMemo } from 'react';
import * as styles from './page.css';
import { purifyPageBody } from './page-body';

export interface PageBodyProps {
  /** The page's HTML (sanitised by the server, and here once more before it is shown). */
  html: string;
}

/** A custom page's rich text: headings, lists, links, images, code and tables, styled for reading. */
export function PageBody({ html }: PageBodyProps) {
  const safe = useMemo(() => purifyPageBody(html), [html]);
  // Sanitised just above: `purifyPageBody` is the only way a body reaches the DOM.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is purified first.
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: safe }} />;
}
