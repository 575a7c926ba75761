import { throwPageError, useSettings } from '@coffer/core';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Heading } from '@coffer/ui/Heading';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useCustomPage } from '../api/pages';
import { CustomPageMenu } from '../components/CustomPageMenu';
import { PageBody } from '../components/PageBody';
import * as styles from '../components/page.css';

export interface CustomPageViewProps {
  /** The page's number or slug. */
  idOrSlug: string;
}

/**
 * A custom page (spec §3): its title, its menu and its rich text. A page that does not exist
 * shows the app's not-found page (the route's error page, spec §4); the tab's title follows
 * the page's head tags, as the server wrote them for the first load.
 */
export function CustomPageView({ idOrSlug }: CustomPageViewProps) {
  // No page named (a custom homepage whose slug is not set): the not-found page.
  if (!idOrSlug) throw new Response(null, { status: 404 });
  return <CustomPageContent idOrSlug={idOrSlug} />;
}

function CustomPageContent({ idOrSlug }: CustomPageViewProps) {
  const query = useCustomPage(idOrSlug);
  throwPageError(query);
  const title = query.data?.seo.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (!query.data) return <DelayedSpinner />;
  const { page } = query.data;
  return (
    <article className={styles.layout} aria-labelledby="custom-page-title">
      <CustomPageMenu />
      <Heading level={1} id="custom-page-title">
        {page.title}
      </Heading>
      <PageBody html={page.body} />
    </article>
  );
}

/** `/pages/{pageSlug}` and `/pages/{pageId}/{pageSlug}` (spec §2.2): the id wins when given. */
export function CustomPageScreen() {
  const { pageId, pageSlug } = useParams();
  return <CustomPageView idOrSlug={pageId ?? pageSlug ?? ''} />;
}

/** `/` as the custom page the homepage setting names (`homepage.value`, its slug). */
export function HomeCustomPage() {
  const { homepage } = useSettings();
  return <CustomPageView idOrSlug={homepage.value ?? ''} />;
}
