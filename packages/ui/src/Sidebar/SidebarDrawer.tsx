import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Button } from '../Button/Button';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import * as styles from './sidebar.css';

export interface SidebarDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  width: number;
  navLabel: string;
  nav: ReactNode;
}

/** `Sidebar`'s drawer on small screens, loaded when the sidebar first becomes one. */
export function SidebarDrawer({
  isOpen,
  onOpenChange: setOpen,
  width,
  navLabel,
  nav,
}: SidebarDrawerProps) {
  const strings = useKitStrings();
  return (
    <ModalOverlay isDismissable isOpen={isOpen} onOpenChange={setOpen} className={styles.overlay}>
      <Modal className={styles.drawer} style={{ width: Math.min(width + 48, 320) }}>
        <Dialog aria-label={navLabel} className={styles.dialog}>
          <div className={styles.drawerHeader}>
            <Button
              variant="text"
              size="sm"
              aria-label={strings.format('closeNavigation')}
              onPress={() => setOpen(false)}
            >
              <X size={20} aria-hidden="true" />
            </Button>
          </div>
          <nav aria-label={navLabel}>{nav}</nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
