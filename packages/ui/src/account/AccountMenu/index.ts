export { AccountMenu, type AccountMenuProps, ADMIN_LINK } from './AccountMenu.tsx'
