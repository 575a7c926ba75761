import type { LandingFeature } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Heading } from '@coffer/ui/Heading';
import { VisuallyHidden } from '@coffer/ui/VisuallyHidden';
import { LANDING_IMAGES } from '../landing-images';
import * as styles from './landing.css';

export interface PrimaryFeaturesProps {
  features: readonly LandingFeature[];
}

/** The primary features (spec §3: image, title, subtitle), as a grid of cards. */
export function PrimaryFeatures({ features }: PrimaryFeaturesProps) {
  const { trans } = useTrans();
  if (features.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="landing-features">
      <VisuallyHidden>
        <h2 id="landing-features">{trans('Features')}</h2>
      </VisuallyHidden>
      <ul className={styles.featureGrid}>
        {features.map((feature, index) => (
          <li key={`${feature.title}|${feature.image}`} className={styles.featureCard}>
            <img
              src={feature.image || LANDING_IMAGES.primaryFeatures[index % 3]}
              alt=""
              width={160}
              height={120}
              loading="lazy"
              decoding="async"
              className={styles.featureImage}
            />
            <Heading level={3} size="md">
              {feature.title}
            </Heading>
            <p className={styles.muted}>{feature.subtitle}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
