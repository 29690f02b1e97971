// socket.io rooms: everyone, one user, one journey client (the client and the staff who opened
// them), the staff alone who opened a journey client, the publish grid, the marketing calendar, a
// partner company's dashboards (its users and the journey admins), admins.
export const liveRooms = {
  public: 'public',
  user: (userId: string) => `user:${userId}`,
  journey: (userId: string) => `journey:${userId}`,
  journeyStaff: (userId: string) => `journey-staff:${userId}`,
  publishGrid: 'staff:publish-grid',
  partner: (partner: 'first' | 'second') => `partner:${partner}`,
  marketing: 'staff:marketing',
  admin: 'admin',
} as const;

// Sent to one socket once it has joined its rooms: from then on it receives every message meant for
// it, so a client that loaded data before this refetches what it shows after it.
export const LIVE_READY = 'live.ready';

// What a staff socket sends to follow a journey client it has open (rooms journey:{userId} and
// journey-staff:{userId}), answered once joined, and to stop.
export const JOURNEY_WATCH = 'journey.watch';
export const JOURNEY_UNWATCH = 'journey.unwatch';
