import type { LandingSecondaryFeature } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Heading } from '@coffer/ui/Heading';
import { VisuallyHidden } from '@coffer/ui/VisuallyHidden';
import { LANDING_IMAGES } from '../landing-images';
import * as styles from './landing.css';

export interface SecondaryFeaturesProps {
  features: readonly LandingSecondaryFeature[];
}

/**
 * The secondary features (spec §3: image, title, subtitle, description), as rows whose image
 * swaps sides on wide screens.
 */
export function SecondaryFeatures({ features }: SecondaryFeaturesProps) {
  const { trans } = useTrans();
  if (features.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="landing-more-features">
      <VisuallyHidden>
        <h2 id="landing-more-features">{trans('More features')}</h2>
      </VisuallyHidden>
      <div className={styles.featureRows}>
        {features.map((feature, index) => (
          <article key={`${feature.title}|${feature.image}`} className={styles.featureRow}>
            <img
              src={feature.image || LANDING_IMAGES.secondaryFeatures[index % 2]}
              alt=""
              width={240}
              height={160}
              loading="lazy"
              decoding="async"
              className={styles.rowImage}
            />
            <div className={styles.rowText}>
              {feature.subtitle && <p className={styles.eyebrow}>{feature.subtitle}</p>}
              <Heading level={3} size="lg">
                {feature.title}
              </Heading>
              <p className={styles.muted}>{feature.description}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
