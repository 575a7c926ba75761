import { AD_MAX_HEIGHT, type AdSlot as AdSlotName, endpointUrl, systemApi } from '@coffer/contract';
import { useEffect, useRef, useState } from 'react';
import { useSettings } from '../app/core-context';
import { useTrans } from '../i18n/i18n-context';
import { usePermissions } from '../permissions/use-permissions';
import * as styles from './ad.css';

/** What the ad document posts to its frame's page (see the server's ads module). */
export const AD_SIZE_MESSAGE = 'coffer-ad-size';
/** What the preview document posts once it listens for the code to show. */
export const AD_PREVIEW_READY_MESSAGE = 'coffer-ad-preview-ready';
/** What the page posts to the preview document: `{ type, code }`. */
export const AD_PREVIEW_MESSAGE = 'coffer-ad-preview';
/** How long typing pauses before the preview shows the new code. */
export const AD_PREVIEW_DELAY_MS = 400;

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
 * An admin's ad slot (ADR 0009): nothing unless the slot has ad code, nothing while the admin
 * has turned ads off (`ads.disable`), and nothing for subscribers (spec §6). The code runs in
 * a sandboxed frame of its own origin-less document, so an ad network's scripts can neither
 * read the drive nor call its API; the frame takes the ad's height, at most 600 px. `@coffer/sharing`'s shared-link page shows
 * `file-preview` and `@coffer/drive` shows `drive`, both from the `@coffer/core/ad-slot`
 * subpath, so a page with an ad loads nothing else for it.
 */
export function AdSlot({ slot, src }: AdSlotProps) {
  const ads = useSettings().ads;
  const { isSubscribed } = usePermissions();
  const { trans } = useTrans();
  if (ads.disable || !ads[slot].trim() || isSubscribed) return null;
  return (
    <aside className={styles.ad} aria-label={trans('Advertisement')}>
      <AdFrame
        title={trans('Advertisement')}
        src={src ?? endpointUrl(systemApi.adSlot, { slot })}
      />
    </aside>
  );
}

export interface AdPreviewProps {
  /** The ad code to show, saved or not; shown once typing pauses. */
  code: string;
  /** The frame's title: which slot it previews (translated). */
  title: string;
  /**
   * Address of the preview document.
   * @default `/api/v1/ads/preview` (the server's empty sandboxed ad document)
   */
  src?: string;
}

/**
 * The admin's live preview of a slot's ad code: the slot's own sandbox, policy and 600 px
 * cap, with code that need not be saved yet. The frame loads the server's empty ad document
 * and posts the code into it (never into this page), a fresh frame for each draft. Empty
 * code shows nothing.
 */
export function AdPreview({ code, title, src }: AdPreviewProps) {
  const [shown, setShown] = useState({ code, revision: 0 });
  useEffect(() => {
    if (code === shown.code) return;
    const timer = setTimeout(
      () => setShown((last) => ({ code, revision: last.revision + 1 })),
      AD_PREVIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [code, shown.code]);
  if (!shown.code.trim()) return null;
  return (
    <AdFrame
      key={shown.revision}
      title={title}
      src={src ?? endpointUrl(systemApi.adPreview)}
      previewCode={shown.code}
    />
  );
}

function AdFrame({
  src,
  title,
  previewCode,
}: {
  src: string;
  title: string;
  previewCode?: string;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this frame's document may size it (its origin is opaque, so check the window).
      const frame = frameRef.current?.contentWindow;
      if (!frame || event.source !== frame) return;
      if (previewCode !== undefined && isPreviewReady(event.data)) {
        // The document's origin is opaque: '*' is the only target that reaches it.
        frame.postMessage({ type: AD_PREVIEW_MESSAGE, code: previewCode }, '*');
        return;
      }
      const next = adFrameHeight(event.data);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [previewCode]);
  return (
    <div className={styles.adBox} data-empty={height === 0 || undefined}>
      <iframe
        ref={frameRef}
        title={title}
        src={src}
        sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms"
        referrerPolicy="strict-origin-when-cross-origin"
        className={styles.adFrame}
        style={{ height }}
      />
    </div>
  );
}

function isPreviewReady(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === AD_PREVIEW_READY_MESSAGE
  );
}
