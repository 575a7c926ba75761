import type { AdminSettingsResponse } from '@coffer/contract';
import { applyServerFieldErrors, useTrans } from '@coffer/core';
import { FormSwitch, type UseFormReturn, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Heading } from '@coffer/ui/Heading';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import type { ComponentProps, ReactNode } from 'react';
import { useUpdateSettings } from '../api/settings';
import * as styles from './settings.css';
import {
  changedSettings,
  formValuesOf,
  type SettingsValues,
  type TabKeys,
} from './settings-values';

/** What a tab's fields get: the form and the saved settings (for which secrets are set). */
export interface SettingsFormApi {
  form: UseFormReturn<SettingsValues>;
  settings: AdminSettingsResponse;
}

export interface SettingsFormProps {
  /** The saved settings, as `GET settings` answered. */
  settings: AdminSettingsResponse;
  /** The keys this tab edits: only their changes are sent. */
  keys: TabKeys;
  /** Names the form for assistive technology (the tab's label). */
  label: string;
  /** The tab's fields. */
  children: (api: SettingsFormApi) => ReactNode;
  /** Buttons beside Save that use the unsaved values (test connection, test email). */
  actions?: (api: SettingsFormApi) => ReactNode;
}

/**
 * One settings tab's form (ADR 0012): Save sends the keys that changed and the secrets the
 * admin typed or cleared, the server's 422 lands on the fields (named as its keys), and
 * the saved answer becomes the form's new starting point.
 */
export function SettingsForm({ settings, keys, label, children, actions }: SettingsFormProps) {
  const { trans } = useTrans();
  const update = useUpdateSettings();
  const form = useForm<SettingsValues>({ defaultValues: formValuesOf(settings, keys) });
  const submit = form.handleSubmit((values) => {
    const payload = changedSettings(settings, keys, values);
    if (!payload) {
      toast.positive(trans('No setting changed.'));
      return;
    }
    update.mutate(payload, {
      onSuccess: (saved) => {
        form.reset(formValuesOf(saved, keys));
        toast.positive(trans('Settings saved'));
      },
      // A 422 → each field's first message, the first one focused; any other failure gets
      // the generic toast from the mutation cache.
      onError: (error) => applyServerFieldErrors(form, error),
    });
  });
  const api = { form, settings };
  return (
    <form noValidate onSubmit={submit} aria-label={label} className={styles.form}>
      {children(api)}
      <div className={styles.actions}>
        <Button type="submit" isPending={update.isPending}>
          {trans('Save')}
        </Button>
        {actions?.(api)}
      </div>
    </form>
  );
}

export interface SettingsSectionProps {
  /** The section's heading (translated). */
  title: string;
  /** A sentence under the heading. */
  description?: ReactNode;
  children: ReactNode;
}

/** A group of related fields under an `h2` (the page's `h1` is the screen's title). */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  return (
    <section className={styles.section}>
      <Heading level={2} size="sm">
        {title}
      </Heading>
      {description}
      {children}
    </section>
  );
}

/** A switch's label with a muted sentence under it (the kit's switch has no description). */
export function SwitchLabel({ label, description }: { label: string; description: string }) {
  return (
    <span className={styles.switchLabel}>
      <span>{label}</span>
      <Text size="sm" tone="muted">
        {description}
      </Text>
    </span>
  );
}

/** A settings switch with its label and a muted sentence under it. */
export function SettingsSwitch({
  control,
  name,
  label,
  description,
}: {
  control: UseFormReturn<SettingsValues>['control'];
  name: ComponentProps<typeof FormSwitch<SettingsValues>>['name'];
  label: string;
  description: string;
}) {
  return (
    <FormSwitch control={control} name={name}>
      <SwitchLabel label={label} description={description} />
    </FormSwitch>
  );
}
