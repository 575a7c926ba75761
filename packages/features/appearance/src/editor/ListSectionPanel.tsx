import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from '../sections/themes/panel.css';
import { SectionPanel } from './SectionPanel';

export interface ListSectionPanelProps {
  title: string;
  /** The add button's label ('New theme', 'New menu'). */
  addLabel: string;
  onAdd: () => void;
  /** The list (or what shows when it is empty). */
  children: ReactNode;
}

/** A section that lists its items (themes, menus) under a button that adds one. */
export function ListSectionPanel({ title, addLabel, onAdd, children }: ListSectionPanelProps) {
  const { trans } = useTrans();
  return (
    <SectionPanel title={title} back={{ to: '', label: trans('Appearance') }}>
      <div className={styles.row}>
        <Button
          variant="outline"
          size="sm"
          onPress={onAdd}
          startIcon={<Plus size={16} aria-hidden="true" />}
        >
          {addLabel}
        </Button>
      </div>
      {children}
    </SectionPanel>
  );
}
