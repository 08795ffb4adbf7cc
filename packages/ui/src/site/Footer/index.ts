export { FOOTER_COLUMNS, Footer, type FooterProps } from './Footer.tsx'
