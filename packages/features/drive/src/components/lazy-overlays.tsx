// The drive's menus and tooltips load on the user's first interaction with the page (import
// on interaction; ADR 0007: lazy code goes through a local module, `drive-overlays.tsx`, one
// chunk for all of them). None is open on the first paint, so the first screen does not pay
// for them (issue 21's 220 KB budget). Until the code has arrived each trigger shows as the
// same button; moving or pressing the pointer, a key, or hovering or focusing a trigger starts
// the load, a press opens the menu as soon as the code is there, and focus stays on the
// button when the real one replaces it.
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { IconButton } from '@coffer/ui/IconButton';
import { ArrowDownUp, EllipsisVertical, Plus } from 'lucide-react';
import { type ComponentProps, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import type * as Overlays from './drive-overlays';

const load = () => import('./drive-overlays');

export const EntryActionsMenu = lazy(async () => ({ default: (await load()).EntryActionsMenu }));

/** The page events that show the user is there (pointer events cover touch too). */
const FIRST_INTERACTIONS = ['pointermove', 'pointerdown', 'keydown'];
let overlays: typeof Overlays | undefined;
let wanted = false;
const waiting = new Set<() => void>();

/** Starts loading the overlays, once; every trigger renders the real one when they are in. */
function want() {
  if (wanted) return;
  wanted = true;
  for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, want, true);
  void load().then((loaded) => {
    overlays = loaded;
    for (const notify of waiting) notify();
  });
}

function subscribe(notify: () => void) {
  waiting.add(notify);
  return () => waiting.delete(notify);
}

/**
 * The overlays' module once loaded. The placeholder gives way to the real trigger in one
 * render (no suspense in between), so the focus it carries over is never dropped.
 */
function useOverlays() {
  useEffect(() => {
    if (wanted) return;
    for (const type of FIRST_INTERACTIONS)
      window.addEventListener(type, want, { capture: true, passive: true });
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => overlays,
    () => undefined,
  );
}

/** What the placeholder hands over: a press opens the menu, focus stays on the button. */
function useCarried(onPress?: () => void) {
  const [carried, setCarried] = useState<Overlays.Carried>({});
  const onFocusChange = (focused: boolean) => {
    if (focused) want();
    setCarried((c) => ({ ...c, autoFocus: focused }));
  };
  return {
    carried,
    placeholder: onPress
      ? { onPress, onFocusChange, onHoverStart: want }
      : {
          // Menus open on press start (as React Aria's triggers do): the real trigger may
          // replace this one between pointer down and up.
          onPressStart: () => {
            want();
            setCarried({ defaultOpen: true, autoFocus: true });
          },
          onFocusChange,
          onHoverStart: want,
        },
  };
}

type Props<C extends (props: never) => unknown> = Omit<Parameters<C>[0], keyof Overlays.Carried>;

/** The current folder's actions: a "⋮" button on the last crumb. */
export function FolderMenuButton(props: Props<typeof Overlays.FolderMenuButton>) {
  const { trans } = useTrans();
  const { carried, placeholder } = useCarried();
  const loaded = useOverlays();
  if (loaded) return <loaded.FolderMenuButton {...props} {...carried} />;
  return (
    <IconButton aria-label={trans('Folder actions')} variant="text" size="sm" {...placeholder}>
      <EllipsisVertical size={16} aria-hidden="true" />
    </IconButton>
  );
}

/** One entry's actions: a "⋮" button on its row (the phone's list). */
export function EntryMenuButton(props: Props<typeof Overlays.EntryMenuButton>) {
  const { carried, placeholder } = useCarried();
  const loaded = useOverlays();
  if (loaded) return <loaded.EntryMenuButton {...props} {...carried} />;
  return (
    <IconButton aria-label={props.label} variant="text" {...placeholder}>
      <EllipsisVertical size={20} aria-hidden="true" />
    </IconButton>
  );
}

/** The toolbar's sort button and menu. */
export function SortMenuButton(props: Props<typeof Overlays.SortMenuButton>) {
  const { trans } = useTrans();
  const { carried, placeholder } = useCarried();
  const loaded = useOverlays();
  if (loaded) return <loaded.SortMenuButton {...props} {...carried} />;
  return (
    <IconButton aria-label={trans('Sort')} variant="text" {...placeholder}>
      <ArrowDownUp size={18} aria-hidden="true" />
    </IconButton>
  );
}

/** The sidebar's 'New' button and menu. */
export function NewMenuButton(props: Props<typeof Overlays.NewMenuButton>) {
  const { trans } = useTrans();
  const { carried, placeholder } = useCarried();
  const loaded = useOverlays();
  if (loaded) return <loaded.NewMenuButton {...props} {...carried} />;
  return (
    <Button startIcon={<Plus size={16} aria-hidden="true" />} {...placeholder}>
      {trans('New')}
    </Button>
  );
}

/** An icon button with its label as a tooltip (the button works before the tooltip loads). */
export function ToolButton(props: Omit<ComponentProps<typeof Overlays.ToolButton>, 'autoFocus'>) {
  const { carried, placeholder } = useCarried(props.onPress);
  const loaded = useOverlays();
  if (loaded) return <loaded.ToolButton {...props} autoFocus={carried.autoFocus} />;
  return (
    <IconButton
      aria-label={props.label}
      aria-pressed={props.pressed}
      variant="text"
      {...placeholder}
    >
      {props.children}
    </IconButton>
  );
}
