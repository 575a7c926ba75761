import type { SeoTemplates } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Heading } from '@coffer/ui/Heading';
import { Text } from '@coffer/ui/Text';
import { TextArea } from '@coffer/ui/TextArea';
import { TextField } from '@coffer/ui/TextField';
import { useId } from 'react';
import * as styles from '../../editor/editor.css';
import { SectionPanel } from '../../editor/SectionPanel';
import { useAppearanceEditor, usePreviewPath } from '../../editor/state';

type SeoPage = keyof SeoTemplates;

/** The placeholders the server fills in each page's templates. */
const PLACEHOLDERS: Record<SeoPage, string[]> = {
  landing: ['{site_name}'],
  custom_page: ['{site_name}', '{page_title}', '{page_description}'],
  pricing: ['{site_name}'],
  link_page: ['{site_name}', '{entry_name}'],
};

/**
 * `/admin/appearance/seo-settings`: the title and description templates of the public
 * pages' heads (the landing page, custom pages, pricing, shared links), with the
 * placeholders each may use. The server writes them into the pages' HTML.
 */
export function SeoScreen() {
  const { trans } = useTrans();
  const { values, setSection, errors } = useAppearanceEditor();
  usePreviewPath('/');
  const seo = values.seo;
  const pages: { page: SeoPage; title: string }[] = [
    { page: 'landing', title: trans('Landing page') },
    { page: 'custom_page', title: trans('Custom pages') },
    { page: 'pricing', title: trans('Pricing page') },
    { page: 'link_page', title: trans('Shared links') },
  ];
  const change = (page: SeoPage, field: 'title' | 'description', value: string) =>
    setSection('seo', { ...seo, [page]: { ...seo[page], [field]: value } });
  return (
    <SectionPanel title={trans('SEO')} back={{ to: '', label: trans('Appearance') }}>
      <Text size="sm" tone="muted">
        {trans(
          'What search engines and link previews show for the public pages. A placeholder in braces is replaced on each page by its value.',
        )}
      </Text>
      {pages.map(({ page, title }) => (
        <SeoFields
          key={page}
          title={title}
          placeholders={PLACEHOLDERS[page]}
          value={seo[page]}
          onChange={(field, value) => change(page, field, value)}
          errors={{
            title: errors[`seo.${page}.title`],
            description: errors[`seo.${page}.description`],
          }}
        />
      ))}
    </SectionPanel>
  );
}

function SeoFields({
  title,
  placeholders,
  value,
  onChange,
  errors,
}: {
  title: string;
  placeholders: string[];
  value: { title: string; description: string };
  onChange: (field: 'title' | 'description', value: string) => void;
  errors: { title?: string; description?: string };
}) {
  const { trans } = useTrans();
  const headingId = useId();
  const help = trans('Placeholders: {placeholders}', { placeholders: placeholders.join(', ') });
  return (
    <section className={styles.fieldset} aria-labelledby={headingId}>
      <Heading level={3} size="sm" id={headingId}>
        {title}
      </Heading>
      <TextField
        label={trans('{page} title', { page: title })}
        description={help}
        value={value.title}
        onChange={(text) => onChange('title', text)}
        isInvalid={!!errors.title}
        errorMessage={errors.title}
      />
      <TextArea
        label={trans('{page} description', { page: title })}
        description={help}
        value={value.description}
        onChange={(text) => onChange('description', text)}
        isInvalid={!!errors.description}
        errorMessage={errors.description}
      />
    </section>
  );
}
