import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Inline } from '@coffer/ui/Inline';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import * as styles from '../components/account.css';
import { CopyButton } from '../components/CopyButton';

/** Recovery codes, shown once: copy them or download them as a text file. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { trans } = useTrans();
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm">
      <Text as="p" size="sm">
        {trans(
          'Store these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator. They are shown only now.',
        )}
      </Text>
      <ul
        className={`${styles.list} ${styles.codes} ${styles.code}`}
        aria-label={trans('Recovery codes')}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Inline gap="sm">
        <CopyButton text={text} copiedMessage={trans('Recovery codes copied')}>
          {trans('Copy codes')}
        </CopyButton>
        <Button variant="outline" size="sm" onPress={download}>
          {trans('Download as text')}
        </Button>
      </Inline>
    </Stack>
  );
}
