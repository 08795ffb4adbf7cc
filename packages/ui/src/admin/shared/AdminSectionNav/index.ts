export {
  ADMIN_SECTIONS,
  type AdminSection,
  AdminSectionNav,
  type AdminSectionNavProps,
} from './AdminSectionNav.tsx'
