import { useSettings } from '@coffer/core';
import { AdSlot } from '@coffer/core/ad-slot';
import { BottomCallToAction } from '../landing/BottomCallToAction';
import { Hero } from '../landing/Hero';
import * as styles from '../landing/landing.css';
import { PrimaryFeatures } from '../landing/PrimaryFeatures';
import { SecondaryFeatures } from '../landing/SecondaryFeatures';

/**
 * The landing page (spec §2.5, §3), `/` when the homepage setting is `landing` (guest-only:
 * the route bounces a signed-in user): the hero with its buttons, the `ads.landing-top` slot
 * (never for subscribers), the primary and secondary features and the bottom call to action.
 * Every word and image comes from the `landing` settings, which the appearance editor edits;
 * the app's footer follows.
 */
export function LandingPage() {
  const { landing } = useSettings();
  return (
    <div className={styles.page}>
      <Hero content={landing} />
      <div className={styles.ad}>
        <AdSlot slot="landing-top" />
      </div>
      <PrimaryFeatures features={landing.primaryFeatures} />
      <SecondaryFeatures features={landing.secondaryFeatures} />
      <BottomCallToAction content={landing} action={landing.actions.cta1} />
    </div>
  );
}
