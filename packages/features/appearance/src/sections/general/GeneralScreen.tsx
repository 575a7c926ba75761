import type { AppearanceImageKind } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { TextArea } from '@coffer/ui/TextArea';
import { TextField } from '@coffer/ui/TextField';
import * as styles from '../../editor/editor.css';
import { SectionPanel } from '../../editor/SectionPanel';
import { useAppearanceEditor, usePreviewPath } from '../../editor/state';
import { ImageField } from './ImageField';

/**
 * `/admin/appearance/general`: the site's name, its logos (light, dark and their mobile
 * versions) and favicon, uploaded and previewed, and its description. The frame shows the
 * home page, whose navbar shows the logo.
 */
export function GeneralScreen() {
  const { trans } = useTrans();
  const { values, setSection, errors } = useAppearanceEditor();
  usePreviewPath('/');
  const branding = values.branding;
  const change = (patch: Partial<typeof branding>) =>
    setSection('branding', { ...branding, ...patch });
  const images: {
    kind: Exclude<AppearanceImageKind, 'landing'>;
    label: string;
    description?: string;
  }[] = [
    {
      kind: 'logo_light',
      label: trans('Light logo'),
      description: trans('Shown on light themes.'),
    },
    { kind: 'logo_dark', label: trans('Dark logo'), description: trans('Shown on dark themes.') },
    {
      kind: 'logo_light_mobile',
      label: trans('Light mobile logo'),
      description: trans('Shown on small screens; empty: the light logo.'),
    },
    {
      kind: 'logo_dark_mobile',
      label: trans('Dark mobile logo'),
      description: trans('Shown on small screens; empty: the dark logo.'),
    },
    {
      kind: 'favicon',
      label: trans('Favicon'),
      description: trans('A square image; its sizes are made on upload.'),
    },
  ];
  return (
    <SectionPanel title={trans('General')} back={{ to: '', label: trans('Appearance') }}>
      <div className={styles.fieldset}>
        <TextField
          label={trans('Site name')}
          value={branding.site_name}
          onChange={(site_name) => change({ site_name })}
          isInvalid={!!errors['branding.site_name']}
          errorMessage={errors['branding.site_name']}
        />
        {images.map((image) => (
          <ImageField
            key={image.kind}
            kind={image.kind}
            label={image.label}
            description={image.description}
            value={branding[image.kind] ?? ''}
            onChange={(url) => change({ [image.kind]: url })}
            errorMessage={errors[`branding.${image.kind}`]}
          />
        ))}
        <TextArea
          label={trans('Site description')}
          description={trans('One sentence about the site, for search engines and link previews.')}
          value={branding.site_description ?? ''}
          onChange={(site_description) => change({ site_description })}
          isInvalid={!!errors['branding.site_description']}
          errorMessage={errors['branding.site_description']}
        />
      </div>
    </SectionPanel>
  );
}
