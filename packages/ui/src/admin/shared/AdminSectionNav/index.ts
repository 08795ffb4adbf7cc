export {
  ADMIN_SECTIONS,
  type AdminSection,
  type AdminSectionCounts,
  AdminSectionNav,
  type AdminSectionNavProps,
} from './AdminSectionNav.tsx'
