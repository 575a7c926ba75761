export const userRelations = ['roles', 'social_profiles', 'tokens'] as const;
export type UserRelation = (typeof userRelations)[number];
