import { Check } from 'lucide-react';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useLayoutEffect,
  useRef,
} from 'react';
import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
  ListBoxSection as AriaListBoxSection,
  Header,
  ListStateContext,
} from 'react-aria-components/ListBox';
import { Virtualizer } from 'react-aria-components/Virtualizer';
import * as styles from './listBox.css';
import { FixedRowListLayout } from './listLayout';
import { type TypeAheadState, useTypeAhead } from './typeAhead';

/** Lists with more items than this are virtualised unless told otherwise. */
export const virtualizeAbove = 100;

export interface ListBoxProps<T> extends Omit<AriaListBoxProps<T>, 'className' | 'style'> {
  /**
   * Render only the rows in view. Needs `items`.
   * @default true when `items` has more than 100 entries
   */
  isVirtualized?: boolean;
  /** Extra class for layout by the caller. */
  className?: string;
}

const listLayoutOptions = { rowSize: styles.listRowHeight };

/** Lets items tell the surrounding type-ahead which list state they belong to. */
const TypeAheadStateContext = createContext<RefObject<TypeAheadState | null> | null>(null);

/**
 * A list of options to pick from (also the list inside `Select` and `ComboBox`).
 * Arrows move, Enter or Space selects, typing jumps to the first match (the typed
 * text resets after 500 ms). At most 420 px tall; long lists are virtualised.
 */
export function ListBox<T extends object>({ isVirtualized, className, ...props }: ListBoxProps<T>) {
  const stateRef = useRef<TypeAheadState | null>(null);
  const onKeyDownCapture = useTypeAhead(
    () => stateRef.current,
    (key) => {
      const manager = (stateRef.current as unknown as ListLikeState | null)?.selectionManager;
      manager?.setFocused(true);
      manager?.setFocusedKey(key);
    },
  );
  const count = props.items ? [...props.items].length : 0;
  const virtual = isVirtualized ?? count > virtualizeAbove;
  const classes = [styles.listBox, virtual && styles.virtualized, className]
    .filter(Boolean)
    .join(' ');
  const list = <AriaListBox {...props} className={classes} />;
  return (
    <TypeAheadStateContext.Provider value={stateRef}>
      {/* Wraps the list only to catch keys first; it adds no box of its own. */}
      <div style={{ display: 'contents' }} onKeyDownCapture={onKeyDownCapture}>
        {virtual ? (
          <Virtualizer layout={FixedRowListLayout} layoutOptions={listLayoutOptions}>
            {list}
          </Virtualizer>
        ) : (
          list
        )}
      </div>
    </TypeAheadStateContext.Provider>
  );
}

interface ListLikeState extends TypeAheadState {
  selectionManager: TypeAheadState['selectionManager'] & {
    setFocused(focused: boolean): void;
    setFocusedKey(key: string | number): void;
  };
}

export interface ListBoxItemProps<T>
  extends Omit<AriaListBoxItemProps<T>, 'className' | 'style' | 'children'> {
  /** The option's label. */
  children: ReactNode;
}

/** One option; shows a check when selected. */
export function ListBoxItem<T extends object>({
  children,
  textValue,
  ...props
}: ListBoxItemProps<T>) {
  return (
    <AriaListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={styles.item}
    >
      {({ isSelected }) => (
        <>
          <ReportListState />
          <span className={styles.itemLabel}>{children}</span>
          <span className={styles.check}>
            {isSelected && <Check aria-hidden="true" size={16} />}
          </span>
        </>
      )}
    </AriaListBoxItem>
  );
}

/**
 * Rendered inside each option, where RAC provides the list state (the item wrapper
 * itself only runs while RAC builds the collection), so the type-ahead can reach it.
 */
function ReportListState() {
  const state = useContext(ListStateContext);
  const stateRef = useContext(TypeAheadStateContext);
  useLayoutEffect(() => {
    if (stateRef && state) stateRef.current = state as unknown as TypeAheadState;
  });
  return null;
}

export interface ListBoxSectionProps {
  /** Heading above the section; it names the group. */
  title?: ReactNode;
  /** The section's `ListBoxItem`s. */
  children: ReactNode;
  /** Id of the section. */
  id?: string;
}

/** A group of options with an optional heading. */
export function ListBoxSection({ title, children, id }: ListBoxSectionProps) {
  return (
    <AriaListBoxSection id={id}>
      {title && <Header className={styles.sectionHeader}>{title}</Header>}
      {children}
    </AriaListBoxSection>
  );
}
