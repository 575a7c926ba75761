export * from './menu-items';
