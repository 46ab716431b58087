/** The company screen's flashes (spec §8), in one place so stories and tests can refer to them. */
export const companyMessages = {
  companyUpdated: 'Company details updated.',
  supplierAdded: 'Supplier Information added.',
  supplierUpdated: 'Supplier information updated.',
  userAdded: 'Company user added.',
  userRevoked: (email: string) => `Access for ${email} revoked.`,
  roleChanged: (email: string, role: string) => `${email} is now ${role}.`,
  noChanges: 'Nothing has changed, so there is nothing to save.',
} as const;
