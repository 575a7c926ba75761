import { useTrans } from '@coffer/core';
import { Heading } from '@coffer/ui/Heading';
import { Link } from '@coffer/ui/Link';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import * as styles from './editor.css';
import { EDITOR_PATH, SectionPanel } from './SectionPanel';

interface SectionLink {
  to: string;
  label: string;
}

function SectionLinks({ links, label }: { links: SectionLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.nav}>
        {links.map((link) => (
          <li key={link.to} className={styles.navItem}>
            <Link
              variant="standalone"
              href={`${EDITOR_PATH}/${link.to}`}
              className={styles.navLink}
            >
              {link.label}
              <ChevronRight size={16} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/admin/appearance`: the editor's sections (spec §2.4). */
export function SectionsList() {
  const { trans } = useTrans();
  const headingId = useId();
  const links: SectionLink[] = [
    { to: 'general', label: trans('General') },
    { to: 'seo-settings', label: trans('SEO') },
    { to: 'custom-code', label: trans('Custom code') },
    { to: 'themes', label: trans('Themes') },
    { to: 'menus', label: trans('Menus') },
    { to: 'landing-page', label: trans('Landing page') },
  ];
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading level={2} size="md" id={headingId}>
        {trans('Sections')}
      </Heading>
      <SectionLinks links={links} label={trans('Sections')} />
    </section>
  );
}

/** `/admin/appearance/landing-page`: the landing page's four parts. */
export function LandingSectionsList() {
  const { trans } = useTrans();
  const links: SectionLink[] = [
    { to: 'landing-page/general', label: trans('General') },
    { to: 'landing-page/action-buttons', label: trans('Action buttons') },
    { to: 'landing-page/primary-features', label: trans('Primary features') },
    { to: 'landing-page/secondary-features', label: trans('Secondary features') },
  ];
  return (
    <SectionPanel title={trans('Landing page')} back={{ to: '', label: trans('Appearance') }}>
      <SectionLinks links={links} label={trans('Landing page')} />
    </SectionPanel>
  );
}
