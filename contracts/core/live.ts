// socket.io rooms: everyone, one user, one journey (the client and the staff on it), the publish
// grid, admins.
export const liveRooms = {
  public: 'public',
  user: (userId: string) => `user:${userId}`,
  journey: (userId: string) => `journey:${userId}`,
  publishGrid: 'staff:publish-grid',
  admin: 'admin',
} as const;
