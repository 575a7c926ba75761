import type { LandingContent } from '@coffer/contract';
import { LANDING_IMAGES } from '../landing-images';
import { CallToActions } from './CallToActions';
import { LandingPicture } from './LandingPicture';
import * as styles from './landing.css';

export interface HeroProps {
  content: Pick<
    LandingContent,
    | 'headerTitle'
    | 'headerSubtitle'
    | 'headerImage'
    | 'headerImageOpacity'
    | 'headerOverlayColor1'
    | 'headerOverlayColor2'
    | 'actions'
  >;
}

/**
 * The landing page's hero (spec §2.5, §3): title, subtitle and up to three buttons over the
 * image, which shows at the admin's opacity over a gradient of the two overlay colours.
 */
export function Hero({ content }: HeroProps) {
  const { actions } = content;
  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <div
        className={styles.overlay}
        style={{
          backgroundImage: `linear-gradient(135deg, ${content.headerOverlayColor1}, ${content.headerOverlayColor2})`,
        }}
      />
      <LandingPicture
        src={content.headerImage}
        builtIn={LANDING_IMAGES.hero}
        className={styles.backdrop}
        style={{ opacity: content.headerImageOpacity }}
        priority
      />
      <div className={styles.heroContent}>
        <h1 id="landing-title" className={styles.heroTitle}>
          {content.headerTitle}
        </h1>
        {content.headerSubtitle && <p className={styles.heroSubtitle}>{content.headerSubtitle}</p>}
        <CallToActions actions={[actions.cta1, actions.cta2, actions.cta3]} />
      </div>
    </section>
  );
}
