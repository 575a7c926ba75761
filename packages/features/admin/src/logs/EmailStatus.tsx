import { useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';

/** What became of a message, as a badge. */
export function EmailStatus({ status }: { status: string }) {
  const { trans } = useTrans();
  if (status === 'failed') return <Badge tone="danger">{trans('Failed')}</Badge>;
  if (status === 'sent') return <Badge tone="positive">{trans('Sent')}</Badge>;
  return <Badge>{trans('Logged only')}</Badge>;
}
