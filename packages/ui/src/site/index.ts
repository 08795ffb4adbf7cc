// The frame drawn around every page: header, side menu, footer, chat link and the 404. Its own
// folder rather than the shop's, because the account, sign-in and the store team's screens sit
// inside the same frame; it belongs to no one feature.
export * from './ChatLink/index.ts'
export * from './Footer/index.ts'
export * from './Navbar/index.ts'
export * from './NotFound/index.ts'
export * from './SideMenu/index.ts'
export * from './SocialLinks/index.ts'
