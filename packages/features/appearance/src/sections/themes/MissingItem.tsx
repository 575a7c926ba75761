import { SectionPanel } from '../../editor/SectionPanel';

/** The panel of an index that names nothing (an old link, a theme or menu just deleted). */
export function MissingItem({
  back,
  message,
}: {
  back: { to: string; label: string };
  message: string;
}) {
  return <SectionPanel title={message} back={back} />;
}
