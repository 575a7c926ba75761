/**
 * Zoom and pan of the image previewer as plain arithmetic. The image is laid out to fit
 * the stage (scale 1), centred; `x`/`y` translate it from the centre, in screen pixels.
 */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

/** The stage (visible box) and the fitted image's untransformed size, in pixels. */
export interface ZoomBounds {
  stageWidth: number;
  stageHeight: number;
  imageWidth: number;
  imageHeight: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 8;
/** One press of a zoom button or key. */
export const ZOOM_STEP = 1.25;
export const FITTED: ZoomView = { scale: 1, x: 0, y: 0 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the image covering the stage where it is larger, and centred where it is smaller. */
export function clampPan(view: ZoomView, bounds: ZoomBounds): ZoomView {
  const maxX = Math.max(0, (bounds.imageWidth * view.scale - bounds.stageWidth) / 2);
  const maxY = Math.max(0, (bounds.imageHeight * view.scale - bounds.stageHeight) / 2);
  return {
    scale: view.scale,
    x: clamp(view.x, -maxX, maxX) || 0,
    y: clamp(view.y, -maxY, maxY) || 0,
  };
}

/**
 * Zooms to `scale` keeping the image point under `point` (relative to the stage centre)
 * where it is, as a map does under the pointer.
 */
export function zoomAt(
  view: ZoomView,
  scale: number,
  point: { x: number; y: number },
  bounds: ZoomBounds,
): ZoomView {
  const next = clamp(scale, MIN_SCALE, MAX_SCALE);
  const ratio = next / view.scale;
  return clampPan(
    {
      scale: next,
      x: point.x - (point.x - view.x) * ratio,
      y: point.y - (point.y - view.y) * ratio,
    },
    bounds,
  );
}

/** Moves a zoomed image by a drag or an arrow key. */
export function panBy(view: ZoomView, dx: number, dy: number, bounds: ZoomBounds): ZoomView {
  return clampPan({ ...view, x: view.x + dx, y: view.y + dy }, bounds);
}

/** The scale a wheel turn leads to (smooth for trackpads, about one step per notch). */
export function wheelScale(scale: number, deltaY: number): number {
  return clamp(scale * Math.exp(-deltaY * 0.002), MIN_SCALE, MAX_SCALE);
}
