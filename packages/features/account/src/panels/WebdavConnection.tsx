import { useBootstrap, useSettings, useTrans } from '@coffer/core';
import { Heading } from '@coffer/ui/Heading';
import { Inline } from '@coffer/ui/Inline';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import { TextField } from '@coffer/ui/TextField';
import * as styles from '../components/account.css';
import { CopyButton } from '../components/CopyButton';

/**
 * How to mount the drive over WebDAV: the address (`/dav/` on the app's configured origin)
 * and the user name, each with a copy button, and which password to use.
 */
export function WebdavConnection() {
  const { trans } = useTrans();
  const email = useBootstrap((data) => data.user?.email ?? '');
  const url = new URL('/dav/', useSettings().base_url || location.origin).href;
  const fields: [label: string, value: string, copy: string][] = [
    [trans('WebDAV address'), url, trans('Copy address')],
    [trans('Username'), email, trans('Copy username')],
  ];
  return (
    <Stack as="section" gap="md" aria-labelledby="webdav-title" className={styles.subsection}>
      <div>
        <Heading level={3} size="sm" id="webdav-title">
          {trans('Connect with WebDAV')}
        </Heading>
        <Text as="p" size="sm" tone="muted">
          {trans(
            'Open your files as a network drive in Finder, Windows Explorer, GNOME Files or rclone.',
          )}
        </Text>
      </div>
      {fields.map(([label, value, copy]) => (
        <Inline key={label} gap="sm" align="end" wrap={false}>
          <TextField className={styles.grow} label={label} value={value} isReadOnly />
          <CopyButton size="md" text={value} copiedMessage={trans('Copied')}>
            {copy}
          </CopyButton>
        </Inline>
      ))}
      <Text as="p" size="sm">
        {trans(
          'Password: a token created above. Your account password does not work while two-factor authentication is on.',
        )}
      </Text>
    </Stack>
  );
}
