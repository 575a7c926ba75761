import { useTrans } from '@coffer/core';
import { IconButton } from '@coffer/ui/IconButton';
import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import * as styles from './preview.css';
import {
  FITTED,
  MAX_SCALE,
  MIN_SCALE,
  panBy,
  wheelScale,
  ZOOM_STEP,
  type ZoomBounds,
  type ZoomView,
  zoomAt,
} from './zoom';

/** Pixels an arrow key pans a zoomed picture. */
const PAN_STEP = 48;

export interface ImagePreviewProps {
  src: string;
  /** The file's name: the picture's text alternative. */
  name: string;
  /** The browser cannot decode the file. */
  onError?: () => void;
}

/**
 * A picture fitted to the stage, zoomed by the buttons, the + and - keys (0 fits again),
 * the wheel (around the pointer) or a double click, and panned by dragging or, when the
 * picture has focus, the arrow keys.
 */
export function ImagePreview({ src, name, onError }: ImagePreviewProps) {
  const { trans } = useTrans();
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const [view, setView] = useState<ZoomView>(FITTED);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const zoomed = view.scale > MIN_SCALE;

  const bounds = (): ZoomBounds => ({
    stageWidth: stage.current?.clientWidth ?? 0,
    stageHeight: stage.current?.clientHeight ?? 0,
    imageWidth: image.current?.offsetWidth ?? 0,
    imageHeight: image.current?.offsetHeight ?? 0,
  });
  /** A point of the stage relative to its centre. */
  const fromCentre = (clientX: number, clientY: number) => {
    const box = stage.current?.getBoundingClientRect();
    return box
      ? { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 }
      : { x: 0, y: 0 };
  };
  const zoomBy = (factor: number) =>
    setView((v) => zoomAt(v, v.scale * factor, { x: 0, y: 0 }, bounds()));

  // The wheel zooms instead of scrolling the dialog: a non-passive listener may prevent that.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const point = fromCentre(event.clientX, event.clientY);
      setView((v) => zoomAt(v, wheelScale(v.scale, event.deltaY), point, bounds()));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  });

  // + and - zoom wherever focus is in the previewer (not in a field).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if ((event.target as Element | null)?.closest?.('input, textarea, select')) return;
      const factor =
        event.key === '+' || event.key === '=' ? ZOOM_STEP : event.key === '-' ? 1 / ZOOM_STEP : 0;
      if (factor) zoomBy(factor);
      else if (event.key === '0') setView(FITTED);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    }[event.key];
    // Fitted, the arrows belong to the previewer (previous / next file).
    if (!delta || !zoomed) return;
    event.preventDefault();
    setView((v) => panBy(v, delta[0] ?? 0, delta[1] ?? 0, bounds()));
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!zoomed || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent) => {
    const from = drag.current;
    if (!from || from.pointer !== event.pointerId) return;
    drag.current = { ...from, x: event.clientX, y: event.clientY };
    setView((v) => panBy(v, event.clientX - from.x, event.clientY - from.y, bounds()));
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  return (
    <div className={styles.column}>
      <div className={styles.zoomBar} role="toolbar" aria-label={trans('Zoom')}>
        <IconButton
          aria-label={trans('Zoom out')}
          size="sm"
          variant="outline"
          isDisabled={view.scale <= MIN_SCALE}
          onPress={() => zoomBy(1 / ZOOM_STEP)}
        >
          <ZoomOut size={16} aria-hidden="true" />
        </IconButton>
        <output className={styles.zoomLevel} aria-label={trans('Zoom level')}>
          {Math.round(view.scale * 100)}%
        </output>
        <IconButton
          aria-label={trans('Zoom in')}
          size="sm"
          variant="outline"
          isDisabled={view.scale >= MAX_SCALE}
          onPress={() => zoomBy(ZOOM_STEP)}
        >
          <ZoomIn size={16} aria-hidden="true" />
        </IconButton>
        <IconButton
          aria-label={trans('Fit to screen')}
          size="sm"
          variant="outline"
          isDisabled={!zoomed}
          onPress={() => setView(FITTED)}
        >
          <Maximize size={16} aria-hidden="true" />
        </IconButton>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this is a picture. */}
      <div
        ref={stage}
        className={styles.imageStage}
        role="group"
        aria-label={trans('{name}, zoomed {percent}%', {
          name,
          percent: Math.round(view.scale * 100),
        })}
        aria-roledescription={trans('zoomable image')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys pan a zoomed picture.
        tabIndex={0}
        data-zoomed={zoomed || undefined}
        data-dragging={dragging || undefined}
        onKeyDown={onKeyDown}
        onDoubleClick={(event) => {
          const point = fromCentre(event.clientX, event.clientY);
          setView((v) => (v.scale > MIN_SCALE ? FITTED : zoomAt(v, 2, point, bounds())));
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <img
          ref={image}
          className={styles.image}
          src={src}
          alt={name}
          draggable={false}
          onError={onError}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </div>
    </div>
  );
}
