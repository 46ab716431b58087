/**
 * Spec §6: a platform admin is an internal employee — decided by the e-mail domain
 * of the platform company, or by an explicit list of e-mails in the environment.
 */
export function isPlatformAdmin(email: string, admin: { emailDomain: string; emails: ReadonlySet<string> }): boolean {
  const normalised = email.trim().toLowerCase();
  if (admin.emails.has(normalised)) return true;
  const at = normalised.lastIndexOf('@');
  // An empty domain (production with ADMIN_EMAILS only) matches nobody.
  return admin.emailDomain !== '' && at > 0 && normalised.slice(at + 1) === admin.emailDomain;
}
