import { useTrans } from '@coffer/core';
import { ColorPicker, parseColor } from '@coffer/ui/ColorPicker';
import { Heading } from '@coffer/ui/Heading';
import { Slider } from '@coffer/ui/Slider';
import { TextArea } from '@coffer/ui/TextArea';
import { TextField } from '@coffer/ui/TextField';
import { SectionPanel } from '../../editor/SectionPanel';
import * as styles from '../themes/panel.css';
import { ImageUrlField } from './ImageUrlField';
import { LANDING_BACK, landingBack } from './landing-values';
import { useLanding } from './use-landing';

/**
 * `landing-page/general`: the hero's title, subtitle, image, its opacity and the overlay's two
 * colours; the bottom call to action's title, subtitle and image.
 */
export function LandingGeneralScreen() {
  const { trans } = useTrans();
  const { landing, change, error } = useLanding();
  const invalid = (path: string) => ({
    isInvalid: Boolean(error(path)),
    errorMessage: error(path),
  });
  return (
    <SectionPanel title={trans('General')} back={landingBack(trans(LANDING_BACK))}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Heading level={3} size="sm">
            {trans('Header')}
          </Heading>
        </legend>
        <TextField
          label={trans('Title')}
          value={landing.headerTitle}
          onChange={(headerTitle) => change({ headerTitle })}
          {...invalid('headerTitle')}
        />
        <TextArea
          label={trans('Subtitle')}
          value={landing.headerSubtitle}
          onChange={(headerSubtitle) => change({ headerSubtitle })}
          {...invalid('headerSubtitle')}
        />
        <ImageUrlField
          label={trans('Image')}
          value={landing.headerImage}
          onChange={(headerImage) => change({ headerImage })}
          errorMessage={error('headerImage')}
        />
        <Slider
          label={trans('Image opacity')}
          minValue={0}
          maxValue={1}
          step={0.05}
          formatOptions={{ style: 'percent' }}
          value={landing.headerImageOpacity}
          onChange={(headerImageOpacity) => change({ headerImageOpacity })}
        />
        <div className={styles.row}>
          <ColorPicker
            label={trans('Overlay, first color')}
            value={colorOf(landing.headerOverlayColor1)}
            onChange={(color) => change({ headerOverlayColor1: color.toString('rgba') })}
          />
          <ColorPicker
            label={trans('Overlay, second color')}
            value={colorOf(landing.headerOverlayColor2)}
            onChange={(color) => change({ headerOverlayColor2: color.toString('rgba') })}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Heading level={3} size="sm">
            {trans('Footer')}
          </Heading>
        </legend>
        <TextField
          label={trans('Title')}
          value={landing.footerTitle}
          onChange={(footerTitle) => change({ footerTitle })}
          {...invalid('footerTitle')}
        />
        <TextArea
          label={trans('Subtitle')}
          value={landing.footerSubtitle}
          onChange={(footerSubtitle) => change({ footerSubtitle })}
          {...invalid('footerSubtitle')}
        />
        <ImageUrlField
          label={trans('Image')}
          value={landing.footerImage}
          onChange={(footerImage) => change({ footerImage })}
          errorMessage={error('footerImage')}
        />
      </fieldset>
    </SectionPanel>
  );
}

/** The picker reads `rgba()` and hex; a value it cannot (`transparent`) starts from black. */
function colorOf(value: string) {
  try {
    return parseColor(value);
  } catch {
    return parseColor('rgba(0, 0, 0, 0)');
  }
}
