import { NOTIFICATION_ACTIONS, type Notification } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { VisuallyHidden } from '@coffer/ui/VisuallyHidden';
import { useNavigate } from 'react-router';
import { useDeclineInvite, useJoinWorkspace } from '../api/invites';
import { useMarkAsRead } from '../api/notifications';
import { LineContent } from './LineContent';
import * as styles from './notifications.css';

export interface NotificationListProps {
  notifications: Notification[];
  /** Called after a notification's main action opened (the popover closes). */
  onOpened?: () => void;
}

const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(url);

/**
 * Notifications as a list. Activating one marks it read and opens its main action: an
 * absolute URL in a new tab, a path by in-app navigation (spec §2.5). Workspace
 * invitations carry Join and Decline buttons.
 */
export function NotificationList({ notifications, onOpened }: NotificationListProps) {
  const { trans, formatRelativeTime } = useTrans();
  const navigate = useNavigate();
  const markAsRead = useMarkAsRead();
  const join = useJoinWorkspace();
  const decline = useDeclineInvite();

  const open = (notification: Notification) => {
    if (!notification.read_at) markAsRead.mutate({ ids: [notification.id] });
    const action = notification.data.mainAction?.action;
    if (!action) return;
    if (isAbsolute(action)) window.open(action, '_blank', 'noopener,noreferrer');
    else navigate(action);
    onOpened?.();
  };

  const runButton = (notification: Notification, action: string) => {
    const inviteId = notification.data.inviteId;
    if (inviteId && action === NOTIFICATION_ACTIONS.joinWorkspace) join.mutate(inviteId);
    else if (inviteId && action === NOTIFICATION_ACTIONS.declineWorkspace) decline.mutate(inviteId);
    else open(notification);
  };

  return (
    <ul className={styles.list}>
      {notifications.map((notification) => {
        const [primary, ...secondary] = notification.data.lines;
        const unread = !notification.read_at;
        return (
          <li key={notification.id} className={styles.item} data-unread={unread}>
            <span className={styles.dot} />
            <div className={styles.body}>
              <button type="button" className={styles.main} onClick={() => open(notification)}>
                {unread && <VisuallyHidden>{trans('Unread:')} </VisuallyHidden>}
                <span className={styles.primaryLine}>
                  <LineContent html={primary?.content ?? ''} />
                </span>
                {secondary.map((line) => (
                  <span key={line.content} className={styles.secondaryLine}>
                    <LineContent html={line.content} />
                  </span>
                ))}
                <time className={styles.time} dateTime={notification.created_at}>
                  {formatRelativeTime(notification.created_at)}
                </time>
              </button>
              {notification.data.buttonActions?.length ? (
                <div className={styles.buttons}>
                  {notification.data.buttonActions.map((button, index) => (
                    <Button
                      key={button.action}
                      size="sm"
                      variant={index === 0 ? 'primary' : 'outline'}
                      isDisabled={join.isPending || decline.isPending}
                      onPress={() => runButton(notification, button.action)}
                    >
                      {button.label}
                    </Button>
                  ))}
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
