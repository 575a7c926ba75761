// The drive's menus and tooltips load right after the first paint (ADR 0007: lazy code goes
// through a local module, `drive-overlays.tsx`, one chunk for all of them). Until it has
// arrived each trigger shows as the same button; pressing it opens the menu as soon as the
// code is there, and focus stays on the button when the real one replaces it.
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { IconButton } from '@coffer/ui/IconButton';
import { ArrowDownUp, EllipsisVertical, Plus } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type * as Overlays from './drive-overlays';

const load = () => import('./drive-overlays');

const LazyFolderMenuButton = lazy(async () => ({ default: (await load()).FolderMenuButton }));
const LazySortMenuButton = lazy(async () => ({ default: (await load()).SortMenuButton }));
const LazyNewMenuButton = lazy(async () => ({ default: (await load()).NewMenuButton }));
const LazyToolButton = lazy(async () => ({ default: (await load()).ToolButton }));
const LazyEntryMenuButton = lazy(async () => ({ default: (await load()).EntryMenuButton }));
export const EntryActionsMenu = lazy(async () => ({ default: (await load()).EntryActionsMenu }));

/** What the placeholder hands over: a press opens the menu, focus stays on the button. */
function useCarried(onPress?: () => void) {
  const [carried, setCarried] = useState<Overlays.Carried>({});
  const onFocusChange = (focused: boolean) => setCarried((c) => ({ ...c, autoFocus: focused }));
  return {
    carried,
    placeholder: onPress
      ? { onPress, onFocusChange }
      : {
          // Menus open on press start (as React Aria's triggers do): the real trigger may
          // replace this one between pointer down and up.
          onPressStart: () => setCarried({ defaultOpen: true, autoFocus: true }),
          onFocusChange,
        },
  };
}

type Props<C extends (props: never) => unknown> = Omit<Parameters<C>[0], keyof Overlays.Carried>;

/** The current folder's actions: a "⋮" button on the last crumb. */
export function FolderMenuButton(props: Props<typeof Overlays.FolderMenuButton>) {
  const { trans } = useTrans();
  const { carried, placeholder } = useCarried();
  return (
    <Suspense
      fallback={
        <IconButton aria-label={trans('Folder actions')} variant="text" size="sm" {...placeholder}>
          <EllipsisVertical size={16} aria-hidden="true" />
        </IconButton>
      }
    >
      <LazyFolderMenuButton {...props} {...carried} />
    </Suspense>
  );
}

/** One entry's actions: a "⋮" button on its row (the phone's list). */
export function EntryMenuButton(props: Props<typeof Overlays.EntryMenuButton>) {
  const { carried, placeholder } = useCarried();
  return (
    <Suspense
      fallback={
        <IconButton aria-label={props.label} variant="text" {...placeholder}>
          <EllipsisVertical size={20} aria-hidden="true" />
        </IconButton>
      }
    >
      <LazyEntryMenuButton {...props} {...carried} />
    </Suspense>
  );
}

/** The toolbar's sort button and menu. */
export function SortMenuButton(props: Props<typeof Overlays.SortMenuButton>) {
  const { trans } = useTrans();
  const { carried, placeholder } = useCarried();
  return (
    <Suspense
      fallback={
        <IconButton aria-label={trans('Sort')} variant="text" {...placeholder}>
          <ArrowDownUp size={18} aria-hidden="true" />
        </IconButton>
      }
    >
      <LazySortMenuButton {...props} {...carried} />
    </Suspense>
  );
}

/** The sidebar's 'New' button and menu. */
export function NewMenuButton(props: Props<typeof Overlays.NewMenuButton>) {
  const { trans } = useTrans();
  const { carried, placeholder } = useCarried();
  return (
    <Suspense
      fallback={
        <Button startIcon={<Plus size={16} aria-hidden="true" />} {...placeholder}>
          {trans('New')}
        </Button>
      }
    >
      <LazyNewMenuButton {...props} {...carried} />
    </Suspense>
  );
}

/** An icon button with its label as a tooltip (the button works before the tooltip loads). */
export function ToolButton(props: Omit<ComponentProps<typeof Overlays.ToolButton>, 'autoFocus'>) {
  const { carried, placeholder } = useCarried(props.onPress);
  return (
    <Suspense
      fallback={
        <IconButton
          aria-label={props.label}
          aria-pressed={props.pressed}
          variant="text"
          {...placeholder}
        >
          {props.children}
        </IconButton>
      }
    >
      <LazyToolButton {...props} autoFocus={carried.autoFocus} />
    </Suspense>
  );
}
