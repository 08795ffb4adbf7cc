export { Logo } from './Logo.tsx'
export { NAV_LINKS, Navbar, type NavbarProps, SIDE_MENU_LINKS, type Theme } from './Navbar.tsx'
