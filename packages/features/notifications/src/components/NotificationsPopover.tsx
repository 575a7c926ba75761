import { useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogTitle, DialogTrigger } from '@coffer/ui/Dialog';
import { EmptyState } from '@coffer/ui/EmptyState';
import { IconButton } from '@coffer/ui/IconButton';
import { Popover } from '@coffer/ui/Popover';
import { ProgressCircle } from '@coffer/ui/ProgressCircle';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMarkAsRead, useNotifications, useUnreadCount } from '../api/notifications';
import { NOTIFICATION_TEXT } from '../messages';
import { BellIcon, SettingsIcon } from './BellIcon';
import * as styles from './notifications.css';

// The list's code loads with the first opening: the bell shows on every signed-in page.
const NotificationList = lazy(async () => ({
  default: (await import('./NotificationList')).NotificationList,
}));

export interface NotificationsPopoverProps {
  /** Where the settings shortcut leads. @default '/notifications/settings' */
  settingsPath?: string;
  /** Start open (stories and tests). @default false */
  defaultOpen?: boolean;
}

/**
 * The navbar bell (spec §2.5): an unread badge, and a popover titled 'Notifications' with
 * 'Mark all as read', a spinner while loading, the empty state, and a settings shortcut.
 */
export function NotificationsPopover({
  settingsPath = '/notifications/settings',
  defaultOpen = false,
}: NotificationsPopoverProps) {
  const { trans } = useTrans();
  const [isOpen, setOpen] = useState(defaultOpen);
  const unread = useUnreadCount();
  const navigate = useNavigate();
  const label =
    unread > 0
      ? trans('Notifications, {count} unread', { count: unread })
      : trans(NOTIFICATION_TEXT.title);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <span className={styles.bellWrap}>
        <IconButton aria-label={label} variant="text">
          <BellIcon />
        </IconButton>
        {unread > 0 && (
          <span className={styles.bellBadge} aria-hidden="true">
            <Badge tone="danger" count={unread} />
          </span>
        )}
      </span>
      <Popover placement="bottom end">
        <Dialog showCloseButton={false} className={styles.panel}>
          <div className={styles.header}>
            <DialogTitle>{trans(NOTIFICATION_TEXT.title)}</DialogTitle>
            <div className={styles.headerActions}>
              <MarkAllButton />
              <IconButton
                aria-label={trans('Notification settings')}
                variant="text"
                size="sm"
                onPress={() => {
                  setOpen(false);
                  navigate(settingsPath);
                }}
              >
                <SettingsIcon />
              </IconButton>
            </div>
          </div>
          <PopoverBody onOpened={() => setOpen(false)} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function MarkAllButton() {
  const { trans } = useTrans();
  const unread = useUnreadCount();
  const markAsRead = useMarkAsRead();
  if (unread === 0) return null;
  return (
    <Button
      size="sm"
      variant="text"
      isDisabled={markAsRead.isPending}
      onPress={(event) => {
        // The button goes away once nothing is unread; focus moves to the dialog, not the page.
        const dialog = (event.target as HTMLElement).closest<HTMLElement>('[role="dialog"]');
        markAsRead.mutate({ markAllAsUnread: true }, { onSuccess: () => dialog?.focus() });
      }}
    >
      {trans(NOTIFICATION_TEXT.markAllAsRead)}
    </Button>
  );
}

function Loading() {
  const { trans } = useTrans();
  return (
    <div className={styles.center}>
      <ProgressCircle isIndeterminate aria-label={trans('Loading notifications')} />
    </div>
  );
}

function PopoverBody({ onOpened }: { onOpened: () => void }) {
  const { trans } = useTrans();
  const { data, isPending } = useNotifications();
  if (isPending) return <Loading />;
  const notifications = data?.pagination.data ?? [];
  if (notifications.length === 0) {
    return <EmptyState size="compact" headingLevel={3} title={trans(NOTIFICATION_TEXT.empty)} />;
  }
  return (
    <div className={styles.scroll}>
      <Suspense fallback={<Loading />}>
        <NotificationList notifications={notifications} onOpened={onOpened} />
      </Suspense>
    </div>
  );
}
