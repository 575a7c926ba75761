export { Accordion, type AccordionProps } from './Accordion';
export {
  Disclosure,
  type DisclosureHeadingLevel,
  type DisclosureProps,
  disclosureHeadingLevels,
} from './Disclosure';
