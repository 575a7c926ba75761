import { AD_MAX_HEIGHT, type AdSlot as AdSlotName, endpointUrl, systemApi } from '@coffer/contract';
import { useEffect, useRef, useState } from 'react';
import { useSettings } from '../app/core-context';
import { useTrans } from '../i18n/i18n-context';
import { usePermissions } from '../permissions/use-permissions';
import * as styles from './ad.css';

/** What the ad document posts to its frame's page (see the server's ads module). */
export const AD_SIZE_MESSAGE = 'coffer-ad-size';

/**
 * The frame height for a message from an ad document: its content height, at most 600 px
 * (spec §9); null for anything that is not a size report.
 */
export function adFrameHeight(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== AD_SIZE_MESSAGE || typeof height !== 'number' || !Number.isFinite(height)) {
    return null;
  }
  return Math.min(Math.max(0, Math.ceil(height)), AD_MAX_HEIGHT);
}

export interface AdSlotProps {
  /** Which of the admin's slots (spec §2.4). */
  slot: AdSlotName;
  /**
   * Address of the ad document.
   * @default `/api/v1/ads/${slot}` (the server's sandboxed document of the slot's code)
   */
  src?: string;
}

/**
 * An admin's ad slot (ADR 0009): nothing unless the slot has ad code, and nothing for
 * subscribers (spec §6). The code runs in a sandboxed frame of its own origin-less
 * document, so an ad network's scripts can neither read the drive nor call its API; the
 * frame takes the ad's height, at most 600 px. `@coffer/sharing`'s shared-link page shows
 * `file-preview` and `@coffer/drive` shows `drive`, both from the `@coffer/core/ad-slot`
 * subpath, so a page with an ad loads nothing else for it.
 */
export function AdSlot({ slot, src }: AdSlotProps) {
  const code = useSettings().ads[slot];
  const { isSubscribed } = usePermissions();
  if (!code.trim() || isSubscribed) return null;
  return <AdFrame src={src ?? endpointUrl(systemApi.adSlot, { slot })} />;
}

function AdFrame({ src }: { src: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(0);
  const { trans } = useTrans();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this frame's document may size it (its origin is opaque, so check the window).
      if (event.source !== frameRef.current?.contentWindow) return;
      const next = adFrameHeight(event.data);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <aside
      className={styles.ad}
      aria-label={trans('Advertisement')}
      data-empty={height === 0 || undefined}
    >
      <iframe
        ref={frameRef}
        title={trans('Advertisement')}
        src={src}
        sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms"
        referrerPolicy="strict-origin-when-cross-origin"
        className={styles.adFrame}
        style={{ height }}
      />
    </aside>
  );
}
