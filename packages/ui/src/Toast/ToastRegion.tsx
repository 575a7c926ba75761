import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Link } from 'react-aria-components/Link';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import { ProgressCircle } from '../ProgressCircle/ProgressCircle';
import * as styles from './toast.css';
import { type ToastData, type ToastStore, toastStore } from './toastStore';

export interface ToastRegionProps {
  /**
   * The store whose toast this region shows.
   * @default toastStore (the app-wide store behind `toast.*`)
   */
  store?: ToastStore;
  /**
   * Accessible name of the region.
   * @default the kit string `notifications` ('Notifications')
   */
  label?: string;
  /**
   * Accessible name of each toast's close button.
   * @default the kit string `close` ('Close')
   */
  closeLabel?: string;
}

/**
 * Shows the current toast. Place it once near the root. The live region stays in the
 * DOM so screen readers announce each new message (danger toasts assertively).
 */
export function ToastRegion({ store = toastStore, label, closeLabel }: ToastRegionProps) {
  const strings = useKitStrings();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const position = toasts.at(-1)?.position ?? 'bottom-center';
  return (
    <section
      aria-label={label ?? strings.format('notifications')}
      className={styles.region({ position })}
    >
      <div role="status" aria-live="polite" aria-relevant="additions text">
        {toasts.map((t) => (
          <ToastItem
            key={t.id}
            toast={t}
            store={store}
            closeLabel={closeLabel ?? strings.format('close')}
            loadingLabel={strings.format('loading')}
          />
        ))}
      </div>
    </section>
  );
}

function ToastItem({
  toast: t,
  store,
  closeLabel,
  loadingLabel,
}: {
  toast: ToastData;
  store: ToastStore;
  closeLabel: string;
  loadingLabel: string;
}) {
  const pause = () => store.pause(t.id);
  const resume = () => store.resume(t.id);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing the timer on hover is not an action; the toast's controls stay buttons and links.
    <div
      role={t.type === 'danger' ? 'alert' : undefined}
      data-type={t.type}
      className={styles.toast({
        type: t.type,
        entering: !t.disableEnterAnimation && !t.isExiting,
        exiting: t.isExiting && !t.disableExitAnimation,
      })}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) resume();
      }}
    >
      {t.type === 'loading' && (
        <ProgressCircle size="sm" isIndeterminate aria-label={loadingLabel} />
      )}
      <span className={styles.message}>{t.message}</span>
      {t.action && (
        <Link href={t.action.href} className={styles.action}>
          {t.action.label}
        </Link>
      )}
      {/* Loading toasts end when the work does, so the user cannot close them. */}
      {t.type !== 'loading' && (
        <AriaButton
          aria-label={closeLabel}
          className={styles.close}
          onPress={() => store.dismiss(t.id)}
        >
          <X aria-hidden="true" size={18} />
        </AriaButton>
      )}
    </div>
  );
}
