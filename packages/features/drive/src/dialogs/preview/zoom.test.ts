import { clampPan, FITTED, MAX_SCALE, panBy, wheelScale, zoomAt } from './zoom';

// A 1000×500 picture fitted into a 1000×600 stage.
const bounds = { stageWidth: 1000, stageHeight: 600, imageWidth: 1000, imageHeight: 500 };

describe('image zoom and pan', () => {
  it('zooming at the centre keeps the picture centred', () => {
    expect(zoomAt(FITTED, 2, { x: 0, y: 0 }, bounds)).toEqual({ scale: 2, x: 0, y: 0 });
  });

  it('keeps the point under the pointer where it was', () => {
    // The point 200 px right of centre is image point 200; at scale 2 it must stay at +200.
    const view = zoomAt(FITTED, 2, { x: 200, y: 0 }, bounds);
    expect(view).toEqual({ scale: 2, x: -200, y: 0 });
    expect(view.x + 2 * 200).toBe(200);
  });

  it('never zooms out past fitting nor in past the maximum', () => {
    expect(zoomAt(FITTED, 0.2, { x: 0, y: 0 }, bounds).scale).toBe(1);
    expect(zoomAt(FITTED, 100, { x: 0, y: 0 }, bounds).scale).toBe(MAX_SCALE);
  });

  it('a fitted picture cannot be panned', () => {
    expect(panBy(FITTED, 50, 50, bounds)).toEqual(FITTED);
  });

  it('pans a zoomed picture only as far as its edges', () => {
    const zoomed = { scale: 2, x: 0, y: 0 };
    // 2000×1000 shown in 1000×600: 500 px of slack each side horizontally, 200 vertically.
    expect(panBy(zoomed, 120, -80, bounds)).toEqual({ scale: 2, x: 120, y: -80 });
    expect(panBy(zoomed, 5000, 5000, bounds)).toEqual({ scale: 2, x: 500, y: 200 });
  });

  it('zooming back out brings an off-centre picture back within its edges', () => {
    expect(clampPan({ scale: 1.2, x: 400, y: 0 }, bounds)).toEqual({ scale: 1.2, x: 100, y: 0 });
  });

  it('a wheel turn towards the user zooms out and away zooms in', () => {
    expect(wheelScale(2, 100)).toBeLessThan(2);
    expect(wheelScale(2, -100)).toBeGreaterThan(2);
    expect(wheelScale(1, 500)).toBe(1);
  });
});
