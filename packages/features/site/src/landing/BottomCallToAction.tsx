import type { LandingAction, LandingContent } from '@coffer/contract';
import { LANDING_IMAGES } from '../landing-images';
import { CallToActions } from './CallToActions';
import { LandingPicture } from './LandingPicture';
import * as styles from './landing.css';

export interface BottomCallToActionProps {
  content: Pick<LandingContent, 'footerImage' | 'footerTitle' | 'footerSubtitle'>;
  /** The button under it: the hero's first. */
  action: LandingAction | null;
}

/** The bottom call to action (spec §3: its image, title, subtitle), with the hero's first button. */
export function BottomCallToAction({ content, action }: BottomCallToActionProps) {
  if (!content.footerTitle && !content.footerSubtitle) return null;
  return (
    <section className={styles.bottomBand} aria-labelledby="landing-bottom">
      <div className={styles.overlay} style={{ backgroundColor: '#0f3b4a' }} />
      <LandingPicture
        src={content.footerImage}
        builtIn={LANDING_IMAGES.footer}
        className={styles.backdrop}
        style={{ opacity: 0.55 }}
      />
      <div className={styles.bandContent}>
        <h2 id="landing-bottom" className={styles.bandTitle}>
          {content.footerTitle}
        </h2>
        {content.footerSubtitle && <p className={styles.bandSubtitle}>{content.footerSubtitle}</p>}
        <CallToActions actions={[action]} />
      </div>
    </section>
  );
}
