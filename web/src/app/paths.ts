/** The routes this build serves (spec §2). */
export const paths = {
  root: '/',
  addons: '/addons',
  admin: '/admin',
  logOut: '/log-out',
} as const;
