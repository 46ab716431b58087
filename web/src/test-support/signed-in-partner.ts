/**
 * The signed-in partner the route-prefetch unit tests load routes as: the
 * session facts the page carries, `current_user`'s answer on the wire (an
 * Owner at Acme Data), and a stand-in for the tab's sessionStorage (the unit
 * tests run in Node, which has none).
 */
export const partnerSession = { email: 'partner@acme.test', name: 'Pat Partner', isAdmin: false };

export const partnerCurrentUserWire = {
  id: 'u1',
  email: 'partner@acme.test',
  name: 'Pat Partner',
  admin: true,
  provider: true,
  acknowledged_msa: true,
  platform_admin: false,
  company: { id: 'acme-data', name: 'Acme Data' },
  company_role: 'owner',
};

export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
