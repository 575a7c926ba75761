import type { StorageDriverName } from '@coffer/contract/constants';
import { defineMessage, useTrans } from '@coffer/core';
import { FormNumberField, FormTextArea, FormTextField } from '@coffer/core/forms';
import { useTestStorage } from '../api/settings';
import { SecretField } from './SecretField';
import { SettingsCheckButton } from './SettingsCheckButton';
import {
  SettingsForm,
  type SettingsFormApi,
  SettingsSection,
  SettingsSwitch,
} from './SettingsForm';
import { SettingsSelect } from './SettingsSelect';
import type { TabKeys } from './settings-values';
import type { SettingsPanelProps } from './tabs';

/** The storage settings, which 'Test connection' tries before they are saved. */
const STORAGE_KEYS: TabKeys = {
  server: [
    'storage.driver',
    's3.endpoint',
    's3.region',
    's3.bucket',
    's3.access_key',
    's3.path_style',
  ],
  secrets: ['s3.secret_key'],
};

const KEYS: TabKeys = {
  ...STORAGE_KEYS,
  client: [
    'uploads.chunk_size',
    'uploads.max_size',
    'uploads.available_space',
    'uploads.allowed_extensions',
    'uploads.blocked_extensions',
  ],
};

const DRIVERS: Record<StorageDriverName, string> = {
  local: defineMessage('This server’s disk'),
  s3: defineMessage('S3-compatible storage'),
};

const megabytes = { style: 'unit', unit: 'megabyte', maximumFractionDigits: 2 } as const;
const gigabytes = { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 2 } as const;

/** Uploading: where files are stored (tried before saving) and the upload limits. */
export function UploadingPanel({ settings }: SettingsPanelProps) {
  const { trans } = useTrans();
  return (
    <SettingsForm
      settings={settings}
      keys={KEYS}
      label={trans('Uploading')}
      actions={(api) => <TestStorageButton api={api} />}
    >
      {(api) => {
        const { control } = api.form;
        return (
          <>
            <SettingsSection title={trans('Storage')}>
              <SettingsSelect
                control={control}
                name="server.storage.driver"
                label={trans('Store files on')}
                options={Object.entries(DRIVERS).map(([id, label]) => ({
                  id,
                  label: trans(label),
                }))}
              />
              {api.form.watch('server.storage.driver') === 's3' && (
                <>
                  <FormTextField
                    control={control}
                    name="server.s3.endpoint"
                    label={trans('Endpoint')}
                    type="url"
                    description={trans('Empty for Amazon S3 itself.')}
                  />
                  <FormTextField
                    control={control}
                    name="server.s3.region"
                    label={trans('Region')}
                  />
                  <FormTextField
                    control={control}
                    name="server.s3.bucket"
                    label={trans('Bucket')}
                  />
                  <FormTextField
                    control={control}
                    name="server.s3.access_key"
                    label={trans('Access key ID')}
                  />
                  <SecretField api={api} name="s3.secret_key" label={trans('Secret access key')} />
                  <SettingsSwitch
                    control={control}
                    name="server.s3.path_style"
                    label={trans('Path-style addresses')}
                    description={trans(
                      'For stores that need the bucket in the path, such as MinIO.',
                    )}
                  />
                </>
              )}
            </SettingsSection>
            <SettingsSection title={trans('Limits')}>
              <FormNumberField
                control={control}
                name="client.uploads.max_size"
                label={trans('Maximum file size')}
                description={trans('Empty: no limit.')}
                minValue={0}
                formatOptions={megabytes}
              />
              <FormNumberField
                control={control}
                name="client.uploads.available_space"
                label={trans('Space per user')}
                description={trans('Unless a plan or role gives other space. Empty: unlimited.')}
                minValue={0}
                formatOptions={gigabytes}
              />
              <FormNumberField
                control={control}
                name="client.uploads.chunk_size"
                label={trans('Upload chunk size')}
                description={trans('Large files are sent in parts of this size (0.25 to 100 MB).')}
                minValue={0.25}
                maxValue={100}
                formatOptions={megabytes}
              />
              <FormTextArea
                control={control}
                name="client.uploads.allowed_extensions"
                label={trans('Allowed extensions')}
                description={trans('One a line, like pdf. Empty: every extension is allowed.')}
              />
              <FormTextArea
                control={control}
                name="client.uploads.blocked_extensions"
                label={trans('Blocked extensions')}
                description={trans('One a line, like exe.')}
              />
            </SettingsSection>
          </>
        );
      }}
    </SettingsForm>
  );
}

/** Writes and removes an object with the storage settings as they are in the form. */
function TestStorageButton({ api }: { api: SettingsFormApi }) {
  const { trans } = useTrans();
  return (
    <SettingsCheckButton api={api} keys={STORAGE_KEYS} check={useTestStorage()}>
      {trans('Test connection')}
    </SettingsCheckButton>
  );
}
