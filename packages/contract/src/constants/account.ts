export const valueListNames = ['localizations', 'timezones', 'countries'] as const;
export type ValueListName = (typeof valueListNames)[number];
