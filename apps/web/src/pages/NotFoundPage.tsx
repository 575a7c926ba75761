import { useTrans } from '@coffer/core';
import { buttonStyle } from '@coffer/ui/Button';
import { Heading } from '@coffer/ui/Heading';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import { Link } from 'react-router';
import * as styles from './pages.css';

/** Route error 404 (spec §2.5 "Not-found page"). */
export function NotFoundPage() {
  const { trans } = useTrans();
  return (
    <section className={styles.centered} aria-labelledby="not-found-title">
      <Stack gap="lg" align="center">
        <Heading level={1} id="not-found-title">
          {trans("Looks like you've found the doorway to the great nothing")}
        </Heading>
        <Text tone="muted" className={styles.text}>
          {trans('Sorry about that! Please visit our homepage to get where you need to go.')}
        </Text>
      </Stack>
      <Link to="/" className={buttonStyle({ variant: 'primary', size: 'md' })}>
        {trans('Take me there!')}
      </Link>
    </section>
  );
}
