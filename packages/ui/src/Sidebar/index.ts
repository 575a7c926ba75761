export { Sidebar, type SidebarLayout, type SidebarProps, sidebarLayouts } from './Sidebar';
export { navLink as sidebarNavLink } from './sidebar.css';
