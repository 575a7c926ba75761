/*
 * Pointer gestures for stories, as a finger or a mouse makes them. Events carry a contact
 * size, as real touches do (React Aria treats a zero-size pointer as a screen reader's).
 */

function pointer(type: string, target: Element, init: PointerEventInit) {
  const rect = target.getBoundingClientRect();
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      isPrimary: true,
      width: 20,
      height: 20,
      pressure: type === 'pointerup' ? 0 : 0.5,
      clientX: rect.left + rect.width / 2,
      clientY: rect.top + rect.height / 2,
      ...init,
    }),
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A finger held on `target` for `ms` (a long press is 500 ms or more). */
export async function longPress(target: Element, ms = 800) {
  pointer('pointerdown', target, { pointerType: 'touch', pointerId: 11, button: 0, buttons: 1 });
  await wait(ms);
  pointer('pointerup', target, { pointerType: 'touch', pointerId: 11, button: 0, buttons: 0 });
}

/** A short tap of a finger on `target`. */
export async function tap(target: Element) {
  pointer('pointerdown', target, { pointerType: 'touch', pointerId: 12, button: 0, buttons: 1 });
  await wait(50);
  pointer('pointerup', target, { pointerType: 'touch', pointerId: 12, button: 0, buttons: 0 });
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
}

/**
 * A mouse drag with the left button from `from` to `to` (client points) in `steps` moves,
 * pressed on `target`; `modifiers` hold Ctrl/Cmd or Shift throughout.
 */
export async function mouseDrag(
  target: Element,
  from: { x: number; y: number },
  to: { x: number; y: number },
  {
    steps = 6,
    ctrlKey = false,
    holdMs = 0,
  }: { steps?: number; ctrlKey?: boolean; holdMs?: number } = {},
) {
  const base = { pointerType: 'mouse', pointerId: 1, ctrlKey, metaKey: false };
  pointer('pointerdown', target, {
    ...base,
    button: 0,
    buttons: 1,
    clientX: from.x,
    clientY: from.y,
  });
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    pointer('pointermove', target, { ...base, button: -1, buttons: 1, clientX: x, clientY: y });
    await wait(16);
  }
  if (holdMs) await wait(holdMs);
  pointer('pointerup', target, { ...base, button: 0, buttons: 0, clientX: to.x, clientY: to.y });
}
