export { SIDE_MENU_LINKS, SideMenu, type SideMenuProps } from './SideMenu.tsx'
