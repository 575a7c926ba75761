export const SHARING_MESSAGES = {
  emails: 'Enter at least one valid email address.',
  self: 'You cannot share an entry with yourself.',
  notShared: 'This entry is not shared with that user.',
  notInvited: 'No invitation to this address is waiting.',
  linkNotFound: 'This link does not exist or has expired.',
  linkPassword: 'This link is protected by a password.',
  wrongPassword: 'The password is incorrect.',
  downloadDisabled: 'Downloads are disabled for this link.',
  downloadLimit: 'This link has reached its download limit.',
} as const;

export const linkAccessActions = ['view', 'download', 'preview', 'import', 'password'] as const;
export type LinkAccessAction = (typeof linkAccessActions)[number];

/** The longest query `GET share-suggestions` takes (an address's longest). */
export const SHARE_SUGGESTIONS_QUERY_MAX = 191;
