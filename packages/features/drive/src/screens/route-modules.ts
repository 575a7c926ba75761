// What the drive's routes load: the layout and the page, through one module. Both sit in the
// drive's chunk, and the bundler gives each dynamic-import target in a grouped chunk a small
// re-exporting chunk of its own (rolldown/rolldown#9729), which costs a request and its
// headers on every first load of the drive (ADR 0007): one target, one such chunk.
export { DriveLayout } from '../components/DriveLayout';
export { DriveSectionPage, prefetchListing } from './DrivePage';
