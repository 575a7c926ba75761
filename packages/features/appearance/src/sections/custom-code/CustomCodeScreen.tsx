import { useTrans } from '@coffer/core';
import * as styles from '../../editor/editor.css';
import { SectionPanel } from '../../editor/SectionPanel';
import { useAppearanceEditor, usePreviewPath } from '../../editor/state';
import { CodeEditor } from './CodeEditor';

/**
 * `/admin/appearance/custom-code`: CSS and HTML/JS added to every page, in the element with
 * id `be-custom-code` (spec §7), each in a code editor. The frame applies each keystroke.
 */
export function CustomCodeScreen() {
  const { trans } = useTrans();
  const { values, setSection, errors } = useAppearanceEditor();
  usePreviewPath('/');
  const code = values.custom_code;
  return (
    <SectionPanel title={trans('Custom code')} back={{ to: '', label: trans('Appearance') }}>
      <div className={styles.fieldset}>
        <CodeEditor
          label={trans('Custom CSS')}
          description={trans('Added to every page after the app’s own styles.')}
          language="css"
          value={code.css}
          onChange={(css) => setSection('custom_code', { ...code, css })}
          errorMessage={errors['custom_code.css']}
        />
        <CodeEditor
          label={trans('Custom HTML and JavaScript')}
          description={trans('Added to the end of every page; scripts in it run there.')}
          language="html"
          value={code.html}
          onChange={(html) => setSection('custom_code', { ...code, html })}
          errorMessage={errors['custom_code.html']}
        />
      </div>
    </SectionPanel>
  );
}
