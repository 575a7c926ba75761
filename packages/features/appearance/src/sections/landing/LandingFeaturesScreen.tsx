import { LANDING_FEATURES_MAX, type LandingSecondaryFeature } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Heading } from '@coffer/ui/Heading';
import { Text } from '@coffer/ui/Text';
import { TextArea } from '@coffer/ui/TextArea';
import { TextField } from '@coffer/ui/TextField';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { SectionPanel } from '../../editor/SectionPanel';
import * as styles from '../themes/panel.css';
import { ImageUrlField } from './ImageUrlField';
import { LANDING_BACK, landingBack, moveEntry, newFeature } from './landing-values';
import { useLanding } from './use-landing';

export interface LandingFeaturesScreenProps {
  /** The primary features (image, title, subtitle) or the secondary ones (and a description). */
  kind: 'primaryFeatures' | 'secondaryFeatures';
}

/**
 * `landing-page/primary-features` and `…/secondary-features`: the features in order, each with
 * its fields, moved up or down, removed; Add feature up to LANDING_FEATURES_MAX.
 */
export function LandingFeaturesScreen({ kind }: LandingFeaturesScreenProps) {
  const { trans } = useTrans();
  const { landing, change, error } = useLanding();
  const features: LandingSecondaryFeature[] = landing[kind].map((feature) => ({
    description: '',
    ...feature,
  }));
  const secondary = kind === 'secondaryFeatures';
  // A primary feature has no description: it is left out of what is saved.
  const write = (next: LandingSecondaryFeature[]) =>
    change({
      [kind]: secondary ? next : next.map(({ description: _, ...feature }) => feature),
    });
  const edit = (index: number, patch: Partial<LandingSecondaryFeature>) =>
    write(features.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const full = features.length >= LANDING_FEATURES_MAX;
  const title = secondary ? trans('Secondary features') : trans('Primary features');

  return (
    <SectionPanel title={title} back={landingBack(trans(LANDING_BACK))}>
      {features.length === 0 && (
        <Text as="p" tone="muted">
          {trans('No features: the landing page leaves this part out.')}
        </Text>
      )}
      {features.map((feature, index) => {
        const number = index + 1;
        const path = (field: string) => error(`${kind}.${index}.${field}`);
        const name = feature.title || trans('Feature {number}', { number });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a feature has no id; its place is it
          <fieldset key={index} className={styles.fieldset}>
            <legend className={styles.legend}>
              <Heading level={3} size="sm">
                {trans('Feature {number}', { number })}
              </Heading>
            </legend>
            <TextField
              label={trans('Title')}
              value={feature.title}
              onChange={(next) => edit(index, { title: next })}
              isInvalid={Boolean(path('title'))}
              errorMessage={path('title')}
            />
            <TextArea
              label={trans('Subtitle')}
              value={feature.subtitle}
              onChange={(subtitle) => edit(index, { subtitle })}
              isInvalid={Boolean(path('subtitle'))}
              errorMessage={path('subtitle')}
            />
            {secondary && (
              <TextArea
                label={trans('Description')}
                value={feature.description}
                onChange={(description) => edit(index, { description })}
                isInvalid={Boolean(path('description'))}
                errorMessage={path('description')}
              />
            )}
            <ImageUrlField
              label={trans('Image')}
              value={feature.image}
              onChange={(image) => edit(index, { image })}
              errorMessage={path('image')}
            />
            <div className={styles.row}>
              <Button
                variant="outline"
                size="sm"
                isDisabled={index === 0}
                onPress={() => write(moveEntry(features, index, index - 1))}
                startIcon={<ArrowUp size={16} aria-hidden="true" />}
                aria-label={trans('Move {feature} up', { feature: name })}
              >
                {trans('Up')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                isDisabled={index === features.length - 1}
                onPress={() => write(moveEntry(features, index, index + 1))}
                startIcon={<ArrowDown size={16} aria-hidden="true" />}
                aria-label={trans('Move {feature} down', { feature: name })}
              >
                {trans('Down')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onPress={() => write(features.filter((_, i) => i !== index))}
                startIcon={<Trash2 size={16} aria-hidden="true" />}
                aria-label={trans('Remove {feature}', { feature: name })}
              >
                {trans('Remove')}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button
        variant="outline"
        isDisabled={full}
        onPress={() => write([...features, newFeature()])}
        startIcon={<Plus size={16} aria-hidden="true" />}
      >
        {trans('Add feature')}
      </Button>
      {full && (
        <Text as="p" size="sm" tone="muted">
          {trans('At most {max} features.', { max: LANDING_FEATURES_MAX })}
        </Text>
      )}
    </SectionPanel>
  );
}

export function PrimaryFeaturesScreen() {
  return <LandingFeaturesScreen kind="primaryFeatures" />;
}

export function SecondaryFeaturesScreen() {
  return <LandingFeaturesScreen kind="secondaryFeatures" />;
}
