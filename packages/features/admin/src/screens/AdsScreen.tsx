import {
  AD_CODE_MAX_LENGTH,
  type AdminSettingsResponse,
  type AdSlot,
  adSlots,
  type UpdateSettingsPayload,
} from '@coffer/contract';
import { applyServerFieldErrors, defineMessage, throwPageError, useTrans } from '@coffer/core';
import { AdPreview } from '@coffer/core/ad-slot';
import { FormSwitch, FormTextArea, type UseFormReturn, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Heading } from '@coffer/ui/Heading';
import { ProgressCircle } from '@coffer/ui/ProgressCircle';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useAdminSettings, useUpdateSettings } from '../api/settings';
import { AdminPage } from '../layout/AdminPage';
import * as styles from './ads.css';

export interface AdsScreenProps {
  /**
   * Address of the document the previews load, for stories, which have no server.
   * @default `/api/v1/ads/preview` (the server's empty sandboxed ad document)
   */
  previewSrc?: string;
}

/**
 * `/admin/ads` (settings.update, spec §2.4): one switch turns every ad off (the code kept),
 * and each slot's code is edited beside a live preview in the slot's own sandbox (ADR 0009),
 * at most 600 px high. Save sends only the keys that changed.
 */
export function AdsScreen({ previewSrc }: AdsScreenProps) {
  const { trans } = useTrans();
  const settings = useAdminSettings();
  throwPageError(settings);
  return (
    <AdminPage title={trans('Ads')}>
      {settings.data ? (
        <AdsForm saved={settings.data} previewSrc={previewSrc} />
      ) : (
        <ProgressCircle isIndeterminate aria-label={trans('Loading')} />
      )}
    </AdminPage>
  );
}

/** The form's values, shaped as the server names their keys, so its 422 lands on the fields. */
interface AdValues {
  client: { ads: { disable: boolean } & Record<AdSlot, string> };
}

/** What the admin reads of each slot: where it shows, and names for its field and preview. */
const SLOT_TEXTS: Record<AdSlot, { title: string; label: string; where: string; preview: string }> =
  {
    drive: {
      title: defineMessage('Drive'),
      label: defineMessage('Drive ad code'),
      where: defineMessage('Shown above the files of the drive.'),
      preview: defineMessage('Preview of the drive ad'),
    },
    'file-preview': {
      title: defineMessage('Shared file preview'),
      label: defineMessage('Shared file preview ad code'),
      where: defineMessage('Shown on the page of a shared link, above the file.'),
      preview: defineMessage('Preview of the shared file preview ad'),
    },
    'landing-top': {
      title: defineMessage('Landing page top'),
      label: defineMessage('Landing page top ad code'),
      where: defineMessage('Shown at the top of the landing page.'),
      preview: defineMessage('Preview of the landing page top ad'),
    },
  };

function AdsForm({ saved, previewSrc }: { saved: AdminSettingsResponse; previewSrc?: string }) {
  const { trans } = useTrans();
  const update = useUpdateSettings();
  const form = useForm<AdValues>({ defaultValues: adValuesOf(saved) });
  const submit = form.handleSubmit((values) => {
    const changes = changedAds(saved, values);
    if (!changes) {
      toast.positive(trans('No setting changed.'));
      return;
    }
    update.mutate(changes, {
      onSuccess: (answer) => {
        form.reset(adValuesOf(answer));
        toast.positive(trans('Ad settings saved'));
      },
      // A 422 → each field's first message (`client.ads.drive`), the first one focused; any
      // other failure gets the generic toast from the mutation cache.
      onError: (error) => applyServerFieldErrors(form, error),
    });
  });
  return (
    <form noValidate onSubmit={submit} aria-label={trans('Ads')} className={styles.form}>
      <FormSwitch control={form.control} name="client.ads.disable">
        <span className={styles.switchLabel}>
          <span>{trans('Turn off ads')}</span>
          <Text size="sm" tone="muted">
            {trans('Hides every slot from everyone. The code below is kept.')}
          </Text>
        </span>
      </FormSwitch>
      {adSlots.map((slot) => (
        <SlotEditor key={slot} slot={slot} form={form} previewSrc={previewSrc} />
      ))}
      <div className={styles.actions}>
        <Button type="submit" isPending={update.isPending}>
          {trans('Save')}
        </Button>
      </div>
    </form>
  );
}

function SlotEditor({
  slot,
  form,
  previewSrc,
}: {
  slot: AdSlot;
  form: UseFormReturn<AdValues>;
  previewSrc?: string;
}) {
  const { trans } = useTrans();
  const texts = SLOT_TEXTS[slot];
  const code = form.watch(`client.ads.${slot}`);
  const headingId = `ad-slot-${slot}`;
  return (
    <section className={styles.slot} aria-labelledby={headingId}>
      <Heading level={2} size="sm" id={headingId}>
        {trans(texts.title)}
      </Heading>
      <FormTextArea
        control={form.control}
        name={`client.ads.${slot}`}
        label={trans(texts.label)}
        description={
          <>
            {trans(texts.where)}{' '}
            {trans('{count, number} of {max, number} characters.', {
              count: code.length,
              max: AD_CODE_MAX_LENGTH,
            })}
          </>
        }
        rows={6}
        className={styles.code}
        rules={{
          maxLength: { value: AD_CODE_MAX_LENGTH, message: trans('The ad code is too long.') },
        }}
      />
      <div className={styles.preview}>
        <Text size="sm" weight="medium">
          {trans('Preview')}
        </Text>
        <div className={styles.previewBox}>
          {code.trim() ? (
            <AdPreview code={code} title={trans(texts.preview)} src={previewSrc} />
          ) : (
            <Text size="sm" tone="muted">
              {trans('This slot is empty: nothing is shown.')}
            </Text>
          )}
        </div>
      </div>
    </section>
  );
}

function adValuesOf(settings: AdminSettingsResponse): AdValues {
  const { client } = settings;
  return {
    client: {
      ads: {
        disable: client['ads.disable'],
        drive: client['ads.drive'],
        'file-preview': client['ads.file-preview'],
        'landing-top': client['ads.landing-top'],
      },
    },
  };
}

/** The keys whose values differ from the saved ones, as `POST settings` takes them; null if none. */
function changedAds(saved: AdminSettingsResponse, values: AdValues): UpdateSettingsPayload | null {
  const { ads } = values.client;
  const next = {
    'ads.disable': ads.disable,
    'ads.drive': ads.drive,
    'ads.file-preview': ads['file-preview'],
    'ads.landing-top': ads['landing-top'],
  } as const;
  const client = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => saved.client[key as keyof typeof next] !== value),
  );
  return Object.keys(client).length > 0 ? { client } : null;
}
