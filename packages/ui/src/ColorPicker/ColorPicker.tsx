import type { ReactNode } from 'react';
import { ColorArea } from 'react-aria-components/ColorArea';
import {
  ColorPicker as AriaColorPicker,
  type ColorPickerProps as AriaColorPickerProps,
} from 'react-aria-components/ColorPicker';
import { ColorSlider } from 'react-aria-components/ColorSlider';
import { ColorSwatch } from 'react-aria-components/ColorSwatch';
import { ColorThumb } from 'react-aria-components/ColorThumb';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Label } from 'react-aria-components/Label';
import { Popover } from 'react-aria-components/Popover';
import { SliderTrack } from 'react-aria-components/Slider';
import { Button } from '../Button/Button';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import { ColorField } from './ColorField';
import * as styles from './colorPicker.css';

export interface ColorPickerProps extends Omit<AriaColorPickerProps, 'children'> {
  /** What the colour is for ("Primary colour"); labels the button and the picker. */
  label: ReactNode;
  /**
   * Plain-text label for assistive technology when `label` is not a string.
   */
  'aria-label'?: string;
  /**
   * Whether the button is disabled.
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * A button showing a colour swatch that opens a picker: a saturation/brightness area, a hue
 * slider and a hex field. `value`/`onChange` take a `Color` or a string such as `#1d4ed8`.
 */
export function ColorPicker({
  label,
  isDisabled = false,
  'aria-label': ariaLabel,
  ...props
}: ColorPickerProps) {
  const strings = useKitStrings();
  const name = ariaLabel ?? (typeof label === 'string' ? label : undefined);
  return (
    <AriaColorPicker {...props}>
      <DialogTrigger>
        <Button
          variant="outline"
          isDisabled={isDisabled}
          startIcon={<ColorSwatch className={styles.swatch} />}
        >
          {label}
        </Button>
        <Popover placement="bottom start" containerPadding={16} className={styles.popover}>
          <Dialog aria-label={name} className={styles.dialog}>
            <ColorArea
              colorSpace="hsb"
              xChannel="saturation"
              yChannel="brightness"
              className={styles.area}
            >
              <ColorThumb className={styles.thumb} />
            </ColorArea>
            <ColorSlider colorSpace="hsb" channel="hue" className={styles.slider}>
              <Label className={styles.sliderLabel}>{strings.format('hue')}</Label>
              <SliderTrack className={styles.sliderTrack}>
                <ColorThumb className={`${styles.thumb} ${styles.sliderThumb}`} />
              </SliderTrack>
            </ColorSlider>
            <ColorField label={strings.format('hex')} />
          </Dialog>
        </Popover>
      </DialogTrigger>
    </AriaColorPicker>
  );
}
