export { Logo } from './Logo.tsx'
export { NAV_LINKS, Navbar, type NavbarProps, type Theme } from './Navbar.tsx'
