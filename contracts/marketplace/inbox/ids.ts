// What one person has seen or read: activity badge dots, inbox notifications.
export const inboxStreamId = (userId: string): string => `inbox-${userId}`;
