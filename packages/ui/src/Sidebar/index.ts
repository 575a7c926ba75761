export { Sidebar, type SidebarLayout, type SidebarProps, sidebarLayouts } from './Sidebar';
