// socket.io rooms: everyone, one user, one journey (the client and the staff on it), the publish
// grid, admins.
export const liveRooms = {
  public: 'public',
  user: (userId: string) => `user:${userId}`,
  journey: (userId: string) => `journey:${userId}`,
  publishGrid: 'staff:publish-grid',
  admin: 'admin',
} as const;

// Sent to one socket once it has joined its rooms: from then on it receives every message meant for
// it, so a client that loaded data before this refetches what it shows after it.
export const LIVE_READY = 'live.ready';
