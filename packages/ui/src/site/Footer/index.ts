export { Footer, type FooterProps, footerColumns } from './Footer.tsx'
