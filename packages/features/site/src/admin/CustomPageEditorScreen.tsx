import { AdminPage } from '@coffer/admin/screen-parts';
import { type CustomPage, customPagePayloadSchema, customPageSlug } from '@coffer/contract';
import { applyServerFieldErrors, showHttpErrorToast, throwPageError, useTrans } from '@coffer/core';
import { Controller, FormTextArea, FormTextField, useForm, useWatch } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Heading } from '@coffer/ui/Heading';
import { Link } from '@coffer/ui/Link';
import { Tab, TabList, TabPanel, Tabs } from '@coffer/ui/Tabs';
import { toast } from '@coffer/ui/Toast';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCustomPage, useSavePage } from '../api/pages';
import { PageBody } from '../components/PageBody';
import * as styles from './editor.css';
import { RichTextEditor } from './RichTextEditor';

interface PageFormValues {
  title: string;
  slug: string;
  meta_description: string;
  body: string;
}

/**
 * `/admin/custom-pages/new` and `/admin/custom-pages/{pageId}/edit` (custom_pages.update):
 * the page's title, its slug (which follows the title until it is edited by hand), a
 * description for search engines, and its body in the rich-text editor, with a preview.
 */
export function CustomPageEditorScreen() {
  const { pageId } = useParams();
  return <CustomPageEditor pageId={pageId} />;
}

export interface CustomPageEditorProps {
  /** The saved page to edit; none for a new page. */
  pageId?: string;
}

/** The editor of a page, or of a new one. */
export function CustomPageEditor({ pageId }: CustomPageEditorProps) {
  if (!pageId) return <PageEditor page={null} />;
  return <SavedPageEditor id={pageId} />;
}

function SavedPageEditor({ id }: { id: string }) {
  const query = useCustomPage(id);
  throwPageError(query);
  if (!query.data) return <DelayedSpinner />;
  // Keyed: another page opened in place starts its form afresh.
  return <PageEditor key={query.data.page.id} page={query.data.page} />;
}

function PageEditor({ page }: { page: CustomPage | null }) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const save = useSavePage(page?.id ?? null);
  const form = useForm<PageFormValues>({
    defaultValues: {
      title: page?.title ?? '',
      slug: page?.slug ?? '',
      meta_description: page?.meta_description ?? '',
      body: page?.body ?? '',
    },
  });
  const [title, body, slug] = useWatch({ control: form.control, name: ['title', 'body', 'slug'] });
  // A new page's slug follows its title until the slug is typed in (emptied, it follows
  // again); a saved page keeps its own, since links already point at it.
  const [slugTyped, setSlugTyped] = useState(false);
  useEffect(() => {
    if (page || slugTyped) return;
    form.setValue('slug', customPageSlug(title));
  }, [page, form, title, slugTyped]);

  const submit = form.handleSubmit((values) => {
    const payload = { ...values, meta_description: values.meta_description || null };
    const checked = customPagePayloadSchema.safeParse(payload);
    if (!checked.success) {
      // The contract's own rules, in the server's (catalogued) wording.
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as keyof PageFormValues;
        form.setError(field, { type: 'schema', message: trans(issue.message) });
      }
      form.setFocus(String(checked.error.issues[0]?.path[0]) as keyof PageFormValues);
      return;
    }
    save.mutate(payload, {
      onSuccess: ({ page: saved }) => {
        toast.positive(trans('Page saved'));
        if (!page) navigate(`/admin/custom-pages/${saved.id}/edit`, { replace: true });
        else form.reset({ ...values, slug: saved.slug, body: saved.body });
      },
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
      },
    });
  });

  return (
    <AdminPage
      title={page ? trans('Edit page') : trans('New page')}
      actions={
        <div className={styles.headerActions}>
          {page && (
            <Link variant="standalone" href={`/pages/${page.slug}`}>
              {trans('View page')}
            </Link>
          )}
          <Button type="submit" form="custom-page-form" isPending={save.isPending}>
            {trans('Save')}
          </Button>
        </div>
      }
    >
      <form id="custom-page-form" noValidate className={styles.editorForm} onSubmit={submit}>
        <FormTextField
          control={form.control}
          name="title"
          label={trans('Title')}
          autoFocus={!page}
        />
        {/* Typing in the slug (not the title filling it in) stops it following the title;
            emptied, it follows again. */}
        <div onInput={(event) => setSlugTyped((event.target as HTMLInputElement).value !== '')}>
          <FormTextField
            control={form.control}
            name="slug"
            label={trans('Slug')}
            description={trans('The page’s address: {path}', {
              path: `/pages/${slug || customPageSlug(title) || '…'}`,
            })}
          />
        </div>
        <FormTextArea
          control={form.control}
          name="meta_description"
          label={trans('Description')}
          description={trans(
            'What search engines and link previews show. Empty: the start of the page.',
          )}
          rows={2}
        />
        <Tabs>
          <TabList aria-label={trans('Body')}>
            <Tab id="write">{trans('Write')}</Tab>
            <Tab id="preview">{trans('Preview')}</Tab>
          </TabList>
          <TabPanel id="write" shouldForceMount>
            <Controller
              control={form.control}
              name="body"
              render={({ field, fieldState }) => (
                <RichTextEditor
                  label={trans('Body')}
                  value={field.value}
                  onChange={field.onChange}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
          </TabPanel>
          <TabPanel id="preview">
            <div className={styles.preview}>
              <Heading level={2} size="xl">
                {title || trans('Untitled page')}
              </Heading>
              <PageBody html={body} />
            </div>
          </TabPanel>
        </Tabs>
      </form>
    </AdminPage>
  );
}
