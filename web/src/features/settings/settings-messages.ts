/** What the settings tab says (spec §8 success messages, and plain sentences where the spec has none). */
export const settingsMessages = {
  settingsUpdated: 'Settings updated.',
  addonSettingsUpdated: 'Add-on settings updated.',
  oauthRegenerated: 'OAuth credentials regenerated.',
  apiRegenerated: 'API authorization regenerated.',
  noChanges: 'Nothing has changed.',
  manifestCopied: 'Manifest copied to the clipboard.',
  manifestCopyRefused: 'The browser did not allow copying. Download the manifest instead.',
} as const;
