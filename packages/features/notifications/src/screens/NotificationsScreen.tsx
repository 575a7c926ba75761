import { NOTIFICATIONS_PAGE_SIZE } from '@coffer/contract';
import { throwPageError, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { EmptyState } from '@coffer/ui/EmptyState';
import { Heading } from '@coffer/ui/Heading';
import { ProgressCircle } from '@coffer/ui/ProgressCircle';
import { Text } from '@coffer/ui/Text';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMarkAsRead, useNotifications, useUnreadCount } from '../api/notifications';
import { NotificationList } from '../components/NotificationList';
import * as styles from '../components/notifications.css';
import { NOTIFICATION_TEXT } from '../messages';

/** `/notifications`: every notification, 30 a page (spec §9). */
export function NotificationsScreen() {
  const { trans } = useTrans();
  const [page, setPage] = useState(1);
  const notifications = useNotifications({ perPage: NOTIFICATIONS_PAGE_SIZE, page });
  const { data, isPending } = notifications;
  const unread = useUnreadCount();
  const markAsRead = useMarkAsRead();
  const navigate = useNavigate();
  // A failure is the route's page error, not an empty list.
  throwPageError(notifications);
  const pagination = data?.pagination;
  return (
    <main className={styles.page}>
      <div className={styles.pageHeader}>
        <Heading level={1}>{trans(NOTIFICATION_TEXT.title)}</Heading>
        <div className={styles.headerActions}>
          {unread > 0 && (
            <Button
              variant="outline"
              size="sm"
              isDisabled={markAsRead.isPending}
              onPress={() => markAsRead.mutate({ markAllAsUnread: true })}
            >
              {trans(NOTIFICATION_TEXT.markAllAsRead)}
            </Button>
          )}
          <Button variant="text" size="sm" onPress={() => navigate('/notifications/settings')}>
            {trans('Settings')}
          </Button>
        </div>
      </div>
      {isPending ? (
        <div className={styles.center}>
          <ProgressCircle isIndeterminate aria-label={trans('Loading notifications')} />
        </div>
      ) : pagination && pagination.data.length > 0 ? (
        <>
          <NotificationList notifications={pagination.data} />
          {pagination.last_page > 1 && (
            <nav className={styles.pager} aria-label={trans('Pages')}>
              <Button
                variant="outline"
                size="sm"
                isDisabled={page <= 1}
                onPress={() => setPage(page - 1)}
              >
                {trans('Previous')}
              </Button>
              <Text tone="muted" size="sm">
                {trans('Page {page} of {pages}', {
                  page: pagination.current_page,
                  pages: pagination.last_page,
                })}
              </Text>
              <Button
                variant="outline"
                size="sm"
                isDisabled={page >= pagination.last_page}
                onPress={() => setPage(page + 1)}
              >
                {trans('Next')}
              </Button>
            </nav>
          )}
        </>
      ) : (
        <EmptyState title={trans(NOTIFICATION_TEXT.empty)} headingLevel={2} />
      )}
    </main>
  );
}
