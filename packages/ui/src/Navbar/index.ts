export { Logo } from './Logo.tsx'
export {
  ADMIN_LINK,
  NAV_LINKS,
  Navbar,
  type NavbarProps,
  SIDE_MENU_LINKS,
  type Theme,
} from './Navbar.tsx'
